/**
 * The site footer (spec §2.3): none on admin, embedded and session paths, the
 * mission statement on the minimal-header paths, the four link columns
 * everywhere else. Classic-site links appear only when CLASSIC_SITE_URL is set.
 */
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { isBuiltPage } from '../../contract/site-pages.ts';
import type { Dictionary } from '../../i18n/index.ts';
import { fmt } from '../../i18n/types.ts';
import { useT } from '../i18n.tsx';
import { Link } from '../ui/link.tsx';
import { useViewer } from '../viewer.ts';
import { CONSENT_FLAG, configuredScripts } from './consent-banner.tsx';
import { LanguageSelector } from './language-selector.tsx';
import type { FooterKind } from './shell-rules.ts';
import { SocialLinks } from './social-links.tsx';

type FooterLabel = keyof Dictionary['footer'];
/** `to`: a page of this site; `classic`: a path on the classic site; `newTab`: opened in a new tab (spec §2.1). */
type FooterLink = { label: FooterLabel } & ({ to: string; newTab?: boolean } | { classic: string });

const COLUMNS: readonly { title: FooterLabel; links: readonly FooterLink[] }[] = [
  {
    title: 'findLinguists',
    links: [
      { label: 'certifiedTranslators', to: '/directory/certified' },
      { label: 'interpreters', to: '/directory?service=interpreters' },
      { label: 'subtitlers', to: '/directory?service=subtitlers' },
      { label: 'moreLinguists', to: '/directory' },
    ],
  },
  {
    title: 'findCompanies',
    links: [{ label: 'businessDirectory', to: '/business' }],
  },
  {
    title: 'forFreelancers',
    links: [
      { label: 'opportunities', to: '/opportunities' },
      { label: 'training', to: '/learn' },
      { label: 'invoicing', classic: '/invoice' },
      { label: 'payments', to: '/wordhivepay/about', newTab: true },
      { label: 'terminology', classic: '/search' },
      // Wordhive's own events page (decision 055), not the classic calendar.
      { label: 'events', to: '/events' },
    ],
  },
  {
    title: 'about',
    links: [
      { label: 'aboutNewSite', to: '/about/overhaul' },
      { label: 'aboutWordhive', to: '/about' },
      { label: 'backToClassic', classic: '/' },
      { label: 'getHelp', to: '/support-center' },
      { label: 'accessibility', to: '/accessibility' },
      { label: 'feedback', to: '?feedback=open' },
    ],
  },
];

export function Footer({ kind }: { kind: FooterKind }) {
  if (kind === 'none') return null;
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-10">
        {kind === 'full' ? <LinkColumns /> : <MissionStatement />}
        <div className="mt-10 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <Copyright />
          <PrivacyChoicesLink />
          <LanguageSelector />
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}

function MissionStatement() {
  const t = useT();
  return <p className="max-w-2xl text-muted">{t.footer.mission}</p>;
}

function LinkColumns() {
  const t = useT();
  const { classicSiteUrl } = useViewer().publicConfig;
  return (
    <nav aria-label={t.footer.label} className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {COLUMNS.map((column) => {
        const items = column.links.flatMap((link) => {
          const item = footerLink(link, t.footer[link.label], classicSiteUrl, t.footer.newTab);
          return item ? [<li key={link.label}>{item}</li>] : [];
        });
        // A column whose every page is elsewhere or not built yet is left out, heading and all.
        if (!items.length) return null;
        return (
          // Headed groups, not landmarks: a page's own "About" section would otherwise share the name.
          <div key={column.title}>
            <h2 className="text-sm font-semibold text-fg">{t.footer[column.title]}</h2>
            <ul className="mt-3 space-y-2 text-sm">{items}</ul>
          </div>
        );
      })}
    </nav>
  );
}

const LINK_CLASS = 'text-muted no-underline hover:text-fg hover:underline';

/** null for a classic-site link when there is no classic site to go to, and for a page not built yet. */
function footerLink(link: FooterLink, label: string, classicSiteUrl: string | null, newTabNote: string): ReactNode {
  if ('to' in link && !isBuiltPage(link.to)) return null;
  if ('classic' in link) {
    if (!classicSiteUrl) return null;
    return (
      <a href={`${classicSiteUrl}${link.classic}`} className={LINK_CLASS}>
        {label}
      </a>
    );
  }
  if (link.newTab) {
    return (
      <a href={link.to} target="_blank" rel="noopener" className={`inline-flex items-center gap-1 ${LINK_CLASS}`}>
        {label}
        <ExternalLink className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
        <span className="sr-only">{newTabNote}</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className={LINK_CLASS}>
      {label}
    </Link>
  );
}

/** Only where the consent banner has something to ask (naming.md "Third-party scripts"). */
function PrivacyChoicesLink() {
  const t = useT();
  const { publicConfig } = useViewer();
  if (!configuredScripts(publicConfig).length) return null;
  return (
    <Link to={`?${CONSENT_FLAG}=open`} preventScrollReset className={`text-sm ${LINK_CLASS}`}>
      {t.consent.label}
    </Link>
  );
}

function Copyright() {
  const t = useT();
  return <p className="tabular text-sm text-muted">{fmt(t.footer.copyright, { year: new Date().getFullYear() })}</p>;
}
