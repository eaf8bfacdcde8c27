import { useT } from '../i18n.tsx';
import type { FooterKind } from './shell-rules.ts';

export function Footer({ kind }: { kind: FooterKind }) {
  const t = useT();
  if (kind === 'none') return null;
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-muted">
        <p>
          {t.common.siteName} · {t.common.tagline}
        </p>
        <p className="mt-2 tabular">1999 - {new Date().getFullYear()}</p>
      </div>
    </footer>
  );
}
