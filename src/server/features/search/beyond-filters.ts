/**
 * The search modal opens a list with its whole sentence (`search={text}`, spec §7) beside the filters
 * it read from it. A list asks its entries only for the words those filters do not already say.
 */
import { parseFieldFilter } from '../../../contract/directory.ts';
import { DISCIPLINE_BY_ID, SEARCH_CATEGORIES, SERVICES } from '../../../contract/taxonomy.ts';
import { wordsBeyondFilters } from './interpreter.ts';

export interface ListFilters {
  source?: string | null | undefined;
  target?: string | null | undefined;
  serviceId?: number | null | undefined;
  /** `legal` (a field category) or `102` (a discipline). */
  field?: string | null | undefined;
}

/**
 * The search's words an entry must still contain, or undefined when none is left. Any section's word
 * ("agency", "project", "test") says what kind of entry is wanted, not a word of its text.
 */
export function searchBeyondFilters(search: string | null | undefined, filters: ListFilters): string | undefined {
  if (!search) return undefined;
  const field = filters.field ? parseFieldFilter(filters.field) : null;
  const fieldKey =
    field?.kind === 'category' ? field.key : field ? DISCIPLINE_BY_ID.get(field.id)?.categoryKey : undefined;
  const words = wordsBeyondFilters(search, {
    languages: [filters.source, filters.target].filter((code): code is string => !!code),
    serviceKeys: SERVICES.filter((s) => s.id === filters.serviceId).map((s) => s.key),
    fieldKeys: fieldKey ? [fieldKey] : [],
    categories: SEARCH_CATEGORIES,
  });
  return words || undefined;
}
