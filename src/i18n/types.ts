/** A locale's version of an English section: the same keys, every value a string. */
export type DictSection<T> = { readonly [K in keyof T]: T[K] extends string ? string : DictSection<T[K]> };

/** Replaces `{name}` placeholders. Unknown placeholders stay visible, so a missing value is noticed. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/**
 * A counted phrase filled in: `one` for exactly 1, written out whole in each language ('1 payment',
 * 'תשלום אחד': the key `…One` beside the other), `many` for any other number ('0 payments').
 */
export function fmtCount(n: number, one: string, many: string, values: Record<string, string | number>): string {
  return fmt(n === 1 ? one : many, values);
}

/**
 * A dictionary entry by a key that comes from data (a row, a URL, a form): own
 * keys only, so "__proto__" or "constructor" finds nothing instead of
 * Object.prototype's members.
 */
export function entry(names: Readonly<Record<string, string>>, key: string | number): string | undefined {
  return Object.hasOwn(names, key) ? names[key] : undefined;
}
