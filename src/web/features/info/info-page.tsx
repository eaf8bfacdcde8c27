/**
 * The frame shared by the public information pages (about, help, support): one column of readable text.
 * Their prose is not in the dictionary every page loads: each loads its language's with its data.
 */
import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { type InfoTexts, loadInfoTexts } from '../../../i18n/info.ts';
import type { RouteHandle } from '../../meta.ts';
import { viewerContext } from '../../viewer.ts';

/** What every information page's loader answers: the prose, and what the page adds of its own. */
export interface InfoData {
  texts: InfoTexts;
}

/** The information pages' prose in the viewer's language. */
export function infoTextsFor(context: LoaderFunctionArgs['context']): Promise<InfoTexts> {
  return loadInfoTexts(context.get(viewerContext).locale);
}

export async function infoLoader({ context }: LoaderFunctionArgs): Promise<InfoData> {
  return { texts: await infoTextsFor(context) };
}

export const useInfoTexts = () => (useLoaderData() as InfoData).texts;

/** Title, description and canonical URL from the page's section of the prose. */
export function infoHandle(section: keyof InfoTexts, canonicalPath: string): RouteHandle {
  return {
    meta: ({ data, dict }) => {
      const texts = (data as InfoData | undefined)?.texts[section];
      return {
        title: texts ? `${texts.title} · ${dict.common.siteName}` : dict.common.siteName,
        description: texts?.description,
        canonicalPath,
      };
    },
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
