/**
 * The interface language picker: every locale by its own name and ISO 639-3
 * code. Used in the profile menu and in the footer, so visitors who are not
 * signed in can switch too.
 */
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { isLocale, LOCALE_INFO, LOCALES } from '../../contract/locales.ts';
import { useLocale, useT } from '../i18n.tsx';
import { useViewer } from '../viewer.ts';
import { changeLanguage } from './change-language.ts';

export function LanguageSelector({ className = '' }: { className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useViewer();
  const id = useId();
  const [changing, setChanging] = useState(false);
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="inline-flex items-center gap-1 text-muted">
        <Languages className="size-4" aria-hidden="true" />
        {t.language.label}
      </label>
      <select
        id={id}
        value={locale}
        disabled={changing}
        onChange={(e) => {
          const lang = e.target.value;
          if (!isLocale(lang) || lang === locale) return;
          setChanging(true);
          void changeLanguage(lang, user?.entity_id ?? 0);
        }}
        className="rounded-card border border-line bg-surface px-2 py-1.5 text-fg"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={LOCALE_INFO[l].bcp47}>
            {LOCALE_INFO[l].name} ({LOCALE_INFO[l].iso3})
          </option>
        ))}
      </select>
      <span role="status" className="sr-only">
        {changing ? t.language.changing : ''}
      </span>
    </div>
  );
}
