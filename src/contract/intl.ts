/**
 * Shared Intl formatters. Building one costs far more than using it (tens of
 * microseconds against well under one), and a page formats hundreds of
 * numbers and dates, so each locale-and-options pair is built once.
 *
 * In a browser the first Intl.NumberFormat or Intl.DateTimeFormat of a page costs
 * 30 to 60 ms of main thread (the locale's data is loaded then), a task hydration
 * cannot split, and four times longer on a phone. So the server records the text
 * it formats while it renders a page (recordFormats), the page carries that table,
 * and the browser answers from it (replayFormats): hydration writes the server's
 * very text and builds a formatter only for a value the server did not format
 * (decision 042).
 */

/** What callers use of a formatter: the same text as Intl's `format`. */
export interface TextFormat<V> {
  format(value: V): string;
}

/** Formatted text by formatter (locale and options) and value. */
export type FormatTable = Record<string, Record<string, string>>;

type DateValue = Date | number;

const numberFormats = new Map<string, TextFormat<number>>();
const dateTimeFormats = new Map<string, TextFormat<DateValue>>();
const dateTimeRangeFormats = new Map<string, TextFormat<readonly [DateValue, DateValue]>>();

/** The server's render in progress (rendering is synchronous: one at a time per process). */
let recording: FormatTable | null = null;
/** The text the server wrote into the page being hydrated. */
let replayed: FormatTable = {};

export function numberFormat(bcp47: string, options: Intl.NumberFormatOptions = {}): TextFormat<number> {
  return cached(numberFormats, bcp47, options, () => new Intl.NumberFormat(bcp47, options));
}

export function dateTimeFormat(bcp47: string, options: Intl.DateTimeFormatOptions = {}): TextFormat<DateValue> {
  return cached(dateTimeFormats, bcp47, options, () => new Intl.DateTimeFormat(bcp47, options));
}

/** A period from one instant to another, as Intl's formatRange writes it ('Dec 18, 2026, 9:00 AM – 4:00 PM GMT+1'). */
export function dateTimeRangeFormat(
  bcp47: string,
  options: Intl.DateTimeFormatOptions,
): TextFormat<readonly [DateValue, DateValue]> {
  return cached(dateTimeRangeFormats, `range|${bcp47}`, options, () => {
    const intl = new Intl.DateTimeFormat(bcp47, options);
    return { format: ([from, to]) => intl.formatRange(from, to) };
  });
}

function cached<V>(
  known: Map<string, TextFormat<V>>,
  bcp47: string,
  options: object,
  build: () => TextFormat<V>,
): TextFormat<V> {
  const key = `${bcp47}|${JSON.stringify(options)}`;
  let format = known.get(key);
  if (!format) {
    format = recordedFormat(key, build);
    known.set(key, format);
  }
  return format;
}

const valueKeyOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(valueKeyOf).join('/') : String(value instanceof Date ? value.getTime() : value);

function recordedFormat<V>(key: string, build: () => TextFormat<V>): TextFormat<V> {
  let intl: TextFormat<V> | undefined;
  return {
    format(value) {
      const valueKey = valueKeyOf(value);
      const known = replayed[key]?.[valueKey];
      if (known !== undefined) return known;
      intl ??= build();
      const text = intl.format(value);
      remember(key, valueKey, text);
      return text;
    },
  };
}

const collators = new Map<string, Intl.Collator>();

/**
 * The items in the order of their text in a language (a Collator's), recorded and replayed like
 * the formats: a page's first Collator costs the browser as much as its first formatter.
 */
export function sortByText<T>(items: readonly T[], text: (item: T) => string, bcp47: string): T[] {
  const texts = items.map(text);
  const key = `collate|${bcp47}`;
  const valueKey = `${texts.length}:${hash(texts.join('\u0000'))}`;
  const known = replayed[key]?.[valueKey]?.split(',').map(Number);
  if (known?.length === items.length) return known.map((i) => items[i]!);
  let collator = collators.get(bcp47);
  if (!collator) {
    collator = new Intl.Collator(bcp47);
    collators.set(bcp47, collator);
  }
  const order = texts.map((_, i) => i).sort((a, b) => collator.compare(texts[a]!, texts[b]!));
  remember(key, valueKey, order.join(','));
  return order.map((i) => items[i]!);
}

function remember(key: string, valueKey: string, text: string): void {
  if (!recording) return;
  recording[key] ??= {};
  recording[key][valueKey] = text;
}

/** FNV-1a: a short key for a list of texts. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** Runs a synchronous render and returns what it formatted, for the page to carry to the browser. */
export function recordFormats<T>(render: () => T): { result: T; formats: FormatTable } {
  const formats: FormatTable = {};
  recording = formats;
  try {
    return { result: render(), formats };
  } finally {
    recording = null;
  }
}

/** The browser takes the server's text for the values the server formatted. */
export function replayFormats(formats: FormatTable | undefined): void {
  replayed = formats ?? {};
}
