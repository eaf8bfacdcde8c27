/** The country pickers' options: the profile's contact editor, the onboarding and the Wordhive Pay settings. */
import { useMemo } from 'react';
import { COUNTRY_CODES } from '../../contract/countries.ts';
import { LOCALE_INFO } from '../../contract/locales.ts';
import { useLocale } from '../i18n.tsx';

/** Every country, named in the interface language, in that language's order. */
export function useCountryOptions() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((x, y) =>
      x.label.localeCompare(y.label, LOCALE_INFO[locale].bcp47),
    );
  }, [locale]);
}
