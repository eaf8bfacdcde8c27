/** The frame shared by the public information pages (about, help, support): one column of readable text. */
import type { ReactNode } from 'react';
import type { Dictionary } from '../../../i18n/index.ts';
import type { RouteHandle } from '../../meta.ts';

type InfoSection = 'about' | 'overhaul' | 'helpCenter' | 'supportCenter' | 'apiHelp' | 'accessibility';

/** Title, description and canonical URL from the page's dictionary section. */
export function infoHandle(section: InfoSection, canonicalPath: string): RouteHandle {
  return {
    meta: ({ dict }: { dict: Dictionary }) => ({
      title: `${dict[section].title} · ${dict.common.siteName}`,
      description: dict[section].description,
      canonicalPath,
    }),
  };
}

export function InfoPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    // Links inside running text are underlined, not told apart by colour alone (WCAG 1.4.1).
    <article className="mx-auto max-w-3xl px-4 py-10 [&_li_a]:underline [&_p_a]:underline">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-muted">{lead}</p>
      {children}
    </article>
  );
}

export function InfoSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="mt-10 scroll-mt-6">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-2 ps-6">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
