/**
 * The schemas and the API speak English (their messages also guard the API); the pages show each
 * message from the reader's dictionary (decision 005), found by the message's name. A limit in a message
 * is written {n} in the table of names: "Use at most {n} characters" names "Use at most 120 characters",
 * and the reader's text gets 120 for its {n}.
 */

/** A table of `{ name: message }` turned around, to look a message up by its text. */
export function namesByText<K extends string>(messages: Readonly<Record<K, string>>): ReadonlyMap<string, K> {
  return new Map(Object.entries(messages).map(([name, text]) => [text as string, name as K]));
}

/** The name of a message, and the limit it carries (or ''), or undefined for a message not in the table. */
export function nameOfMessage<K>(names: ReadonlyMap<string, K>, message: string): { name: K; n: string } | undefined {
  const exact = names.get(message);
  if (exact !== undefined) return { name: exact, n: '' };
  const n = /\d+/.exec(message)?.[0];
  const limited = n === undefined ? undefined : names.get(message.replace(n, '{n}'));
  return limited === undefined ? undefined : { name: limited, n: n! };
}
