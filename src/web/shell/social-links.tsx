/**
 * The five social profiles of the footer (spec §2.3), as inline icons drawn in
 * the current text colour, so both themes style them without image files.
 */
import type { ReactNode } from 'react';
import type { Dictionary } from '../../i18n/index.ts';
import { useT } from '../i18n.tsx';

type SocialKey = keyof Pick<
  Dictionary['footer'],
  'socialNetwork' | 'professionalNetwork' | 'microblogging' | 'photoSharing' | 'videoSharing'
>;

const PROFILES: readonly { key: SocialKey; href: string; icon: ReactNode }[] = [
  {
    key: 'socialNetwork',
    href: 'https://www.facebook.com/wordhive',
    icon: <path d="M14 8h2.5V4.5H14A3.5 3.5 0 0 0 10.5 8v2.5H8V14h2.5v7H14v-7h2.5l.5-3.5h-3V8.5a.5.5 0 0 1 .5-.5Z" />,
  },
  {
    key: 'professionalNetwork',
    href: 'https://www.linkedin.com/company/wordhive',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M7 10h2v7H7zM8 6.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5ZM11 10h2v1a2.75 2.75 0 0 1 4 2.3V17h-2v-3.5a1.25 1.25 0 0 0-2.5 0V17H11z" />
      </>
    ),
  },
  {
    key: 'microblogging',
    href: 'https://x.com/wordhive',
    icon: <path d="M4 4h4.5l3.9 5.3L17 4h2.5l-5.9 6.8L20.5 20H16l-4.3-5.8L6.6 20H4l6.5-7.4Z" />,
  },
  {
    key: 'photoSharing',
    href: 'https://www.instagram.com/wordhive',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r=".75" fill="currentColor" />
      </g>
    ),
  },
  {
    key: 'videoSharing',
    href: 'https://www.youtube.com/@wordhive',
    icon: (
      <path
        fillRule="evenodd"
        d="M3.2 7.2C3.4 5.9 4.4 5 5.7 4.9 7.8 4.7 9.9 4.6 12 4.6s4.2.1 6.3.3c1.3.1 2.3 1 2.5 2.3.2 1.6.3 3.2.3 4.8s-.1 3.2-.3 4.8c-.2 1.3-1.2 2.2-2.5 2.3-2.1.2-4.2.3-6.3.3s-4.2-.1-6.3-.3c-1.3-.1-2.3-1-2.5-2.3-.2-1.6-.3-3.2-.3-4.8s.1-3.2.3-4.8ZM10 9v6l5.2-3Z"
      />
    ),
  },
];

export function SocialLinks() {
  const t = useT();
  return (
    <ul aria-label={t.footer.socialTitle} className="flex items-center gap-1">
      {PROFILES.map((p) => (
        <li key={p.key}>
          <a
            href={p.href}
            rel="noopener noreferrer"
            title={t.footer[p.key]}
            className="inline-flex size-10 items-center justify-center rounded-card text-muted hover:bg-surface-2 hover:text-fg"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true" focusable="false">
              {p.icon}
            </svg>
            <span className="sr-only">{t.footer[p.key]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
