/**
 * A notice's words as dictionary keys and values, kept with the notice and written out in the
 * reader's language whenever it is read: a member who switches to Hebrew reads the notices they were
 * sent in English in Hebrew too. The text written at sending (in the language the member had then)
 * stays with the row for what has no words (a notice posted through the API) and for the live push.
 */
import { type Locale, languageOf } from '../../../contract/locales.ts';
import { formatMoney } from '../../../contract/money.ts';
import { dictionaries } from '../../../i18n/all.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import type { MailTexts } from '../../../i18n/mail/eng.ts';
import { mailTexts } from '../../../i18n/mail/index.ts';
import { fmt } from '../../../i18n/types.ts';
import type { NoticeValue, NoticeWords } from '../../db/schema/index.ts';

type EntriesOf<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type Words<Book, S extends keyof Book> = {
  title: EntriesOf<Book[S]>;
  values?: Record<string, NoticeValue>;
} & ({ message: EntriesOf<Book[S]> } | { text: string });

/** Words from the mail dictionary's section (where the mails' and most notices' words are). */
export function mailWords<S extends keyof MailTexts & string>(section: S, words: Words<MailTexts, S>): NoticeWords {
  return { book: 'mail', section, ...words };
}

/** Words from the site dictionary's section. */
export function siteWords<S extends keyof Dictionary & string>(section: S, words: Words<Dictionary, S>): NoticeWords {
  return { book: 'site', section, ...words };
}

/** The words of a mail dictionary section, as a producer names them. */
export type MailWordsOf<S extends keyof MailTexts> = Words<MailTexts, S>;

/**
 * What a notice is sent with: its text in the member's saved language (English when they saved none),
 * and the words to write it again in whichever they read later.
 */
export function noticeOf(
  words: NoticeWords,
  siteLang: string | null,
): { title: string; message: string; words: NoticeWords } {
  const text = noticeText(words, languageOf(siteLang, 'eng'));
  // The producers' words are checked against the dictionaries' types: only a bug gets here.
  if (!text) throw new Error(`A notice names an entry its dictionary section (${words.section}) does not have`);
  return { ...text, words };
}

/**
 * The notice's title and message in this language; null when an entry it names is no longer in the
 * dictionaries (renamed since it was sent), and the text written at sending is what is left to show.
 */
export function noticeText(words: NoticeWords, locale: Locale): { title: string; message: string } | null {
  const book: object = words.book === 'mail' ? mailTexts[locale] : dictionaries[locale];
  const section = entryOf(book, words.section);
  const entry = (key: string) => {
    const template = section && typeof section === 'object' ? entryOf(section, key) : undefined;
    return typeof template === 'string' ? template : undefined;
  };
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values ?? {})) {
    const text =
      typeof value !== 'object'
        ? value
        : 'cents' in value
          ? formatMoney(value.cents, value.currency, locale)
          : entry(value.entry);
    if (text === undefined) return null;
    values[name] = text;
  }
  const title = entry(words.title);
  const message = words.message === undefined ? '' : entry(words.message);
  if (title === undefined || message === undefined) return null;
  return { title: fmt(title, values), message: words.text ?? fmt(message, values) };
}

/** Own entries only: the words come from a database row. */
function entryOf(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}
