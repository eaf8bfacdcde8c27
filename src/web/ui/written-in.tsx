import { LOCALE_INFO, type Locale } from '../../contract/locales.ts';
import { useLocale, useT } from '../i18n.tsx';

/** The BCP 47 tag of a text written in this interface language, for its `lang` attribute. */
export const langOf = (language: Locale) => LOCALE_INFO[language].bcp47;

/**
 * Which language an article or a course is written in, when it is not the page's: its own name for
 * itself ("Português"), so a reader knows before opening it.
 */
export function WrittenIn({ language }: { language: Locale }) {
  const t = useT();
  const locale = useLocale();
  if (language === locale) return null;
  return (
    <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs text-fg">
      <span className="sr-only">{t.common.writtenIn} </span>
      <span lang={langOf(language)}>{LOCALE_INFO[language].name}</span>
    </span>
  );
}
