/**
 * Asks `GET /next/api/llm` what a search means and turns the answer into the
 * page to open (spec §7). Failures are only logged (spec §8): the visitor still
 * lands on the directory with their text.
 */
import {
  buildSearchPrompt,
  destinationFor,
  llmResponseSchema,
  type SearchDestination,
  searchIntentSchema,
} from '../../../contract/search.ts';
import { browserGet } from '../../api-client.ts';

export interface Searcher {
  /** The viewer's entity id, for the `profile` category. */
  ownEntityId: number | null;
  classicSiteUrl: string | null;
}

function directoryDestination(text: string): SearchDestination {
  return { path: `/directory?${new URLSearchParams({ search: text })}`, newTab: false };
}

export async function findDestination(text: string, searcher: Searcher): Promise<SearchDestination> {
  try {
    const result = await browserGet(`/next/api/llm?${new URLSearchParams({ prompt: buildSearchPrompt(text) })}`);
    if (result.status !== 200) throw new Error(`HTTP ${result.status}`);
    const { content } = llmResponseSchema.parse(result.body);
    const intent = searchIntentSchema.parse(JSON.parse(content));
    return destinationFor(intent, text, searcher.ownEntityId, searcher.classicSiteUrl);
  } catch (error) {
    console.error('Search failed; opening the directory with the text instead.', error);
    return directoryDestination(text);
  }
}
