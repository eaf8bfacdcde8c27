/**
 * The search modal opens a list with its whole sentence (`search={text}`, spec §7) beside the filters
 * it read from it. A list asks its entries only for the words those filters do not already say.
 */
import { parseFieldFilter } from '../../../contract/directory.ts';
import { DISCIPLINE_BY_ID, SEARCH_CATEGORIES, SERVICES } from '../../../contract/taxonomy.ts';
import { splitByFilters } from './interpreter.ts';

export interface ListFilters {
  source?: string | null | undefined;
  target?: string | null | undefined;
  serviceId?: number | null | undefined;
  /** `legal` (a field category) or `102` (a discipline). */
  field?: string | null | undefined;
}

/** A list's search beside its filters: the words an entry must still contain, and whether the search named a filter. */
export interface SearchBesideFilters {
  /** The words left, or undefined when none is left. */
  words: string | undefined;
  /** A word of the search was left out because it names one of the list's filters ("japonais" beside jpn). */
  namedFilters: boolean;
}

/**
 * The search's words beside the list's filters. Any section's word ("agency", "project", "test") says
 * what kind of entry is wanted, not a word of its text.
 */
export function readSearchBesideFilters(search: string | null | undefined, filters: ListFilters): SearchBesideFilters {
  if (!search) return { words: undefined, namedFilters: false };
  const field = filters.field ? parseFieldFilter(filters.field) : null;
  const fieldKey =
    field?.kind === 'category' ? field.key : field ? DISCIPLINE_BY_ID.get(field.id)?.categoryKey : undefined;
  const { kept, namedFilters } = splitByFilters(search, {
    languages: [filters.source, filters.target].filter((code): code is string => !!code),
    serviceKeys: SERVICES.filter((s) => s.id === filters.serviceId).map((s) => s.key),
    fieldKeys: fieldKey ? [fieldKey] : [],
    categories: SEARCH_CATEGORIES,
  });
  const words = kept.map((unit) => unit.surface).join(' ');
  return { words: words || undefined, namedFilters };
}

/** The search's words an entry must still contain, or undefined when none is left. */
export function searchBeyondFilters(search: string | null | undefined, filters: ListFilters): string | undefined {
  return readSearchBesideFilters(search, filters).words;
}
