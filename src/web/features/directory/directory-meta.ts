/** Title, description and canonical URL of a directory page, from its filters: every filtered page can be indexed. */
import { parseFieldFilter } from '../../../contract/directory.ts';
import { SERVICE_BY_ID } from '../../../contract/taxonomy.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import type { PageMeta } from '../../meta.ts';
import { directoryNames } from '../../ui/directory-names.ts';
import { type DirectoryPageData, directoryHref } from './directory-data.ts';

/** The section of the page: 'translators', 'lscs'…, 'all' without one, 'business' on /business. */
export function sectionOf(data: Pick<DirectoryPageData, 'kind' | 'query'>) {
  if (data.kind === 'businesses') return 'business' as const;
  return 'service' in data.query && data.query.service ? data.query.service : ('all' as const);
}

/** "Translators: Portuguese to English · Law/Patents · Portugal", what the page lists in words. */
export function directoryWhat(data: DirectoryPageData, t: Dictionary): string {
  const d = t.directory;
  const section = sectionOf(data);
  const base =
    section === 'business'
      ? d.headings.business
      : data.query.certified
        ? `${d.headings.certified} · ${d.sections[section]}`
        : d.sections[section];
  const names = directoryNames(data.options);
  const { source, target, service_id, field, country, search } = data.query;
  const parts: string[] = [];
  if (source && target) {
    parts.push(fmt(d.card.pair, { source: names.language(source).name, target: names.language(target).name }));
  } else if (source) parts.push(fmt(d.metaFrom, { language: names.language(source).name }));
  else if (target) parts.push(fmt(d.metaInto, { language: names.language(target).name }));
  const service = service_id === undefined ? undefined : SERVICE_BY_ID.get(service_id);
  if (service) parts.push(t.taxonomy.services[service.key as keyof typeof t.taxonomy.services]);
  const fieldFilter = field ? parseFieldFilter(field) : null;
  if (fieldFilter?.kind === 'category') {
    parts.push(t.taxonomy.fieldCategories[fieldFilter.key as keyof typeof t.taxonomy.fieldCategories]);
  } else if (fieldFilter) parts.push(t.taxonomy.disciplines[fieldFilter.id as keyof typeof t.taxonomy.disciplines]);
  if (country) parts.push(names.country(country));
  if (search) parts.push(fmt(d.metaKeywords, { search }));
  return parts.length ? `${base}: ${parts.join(' · ')}` : base;
}

export function directoryMeta(data: DirectoryPageData | undefined, dict: Dictionary): PageMeta {
  if (!data) return { title: dict.common.siteName, noindex: true };
  const what = directoryWhat(data, dict);
  const page = data.query.page > 1 ? ` (${fmt(dict.directory.metaPage, { page: data.query.page })})` : '';
  return {
    title: fmt(dict.directory.metaTitle, { what: `${what}${page}` }),
    description: fmt(dict.directory.metaDescription, { count: data.totalResults, what }),
    // The canonical URL names the filters and the page, never the page size.
    canonicalPath: directoryHref(data, { page: data.query.page, pageSize: undefined }),
  };
}
