import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'react-router';
import { useT } from '../i18n.tsx';
import { Link } from '../ui/link.tsx';
import { useViewer } from '../viewer.ts';
import { backButtonTarget } from './shell-rules.ts';

/** 'Back to Wordhive' on profile pages (spec §2.12); the rule for where it leads is in shell-rules.ts. */
export function BackButton() {
  const t = useT();
  const { pathname } = useLocation();
  const { classicSiteUrl } = useViewer().publicConfig;
  const target = backButtonTarget(pathname, classicSiteUrl);
  if (!target) return null;
  const className =
    'inline-flex items-center gap-2 rounded-card px-2 py-1 text-sm font-medium text-link no-underline hover:bg-surface-2';
  const content = (
    <>
      {/* The arrow points toward the start side, so it mirrors in right-to-left. */}
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
      {t.language.backToSite}
    </>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      {target.startsWith('/') ? (
        <Link to={target} className={className}>
          {content}
        </Link>
      ) : (
        <a href={target} className={className}>
          {content}
        </a>
      )}
    </div>
  );
}
