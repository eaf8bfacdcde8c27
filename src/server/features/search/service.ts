/**
 * Answers `GET /next/api/llm?prompt=…` (spec §7): takes the user's text out of
 * the prompt, asks the remote model when one is configured, and falls back to
 * the embedded interpreter on any failure, so the answer is always a valid intent.
 */
import {
  extractUserText,
  type LlmResponse,
  SEARCH_PROMPT_MAX,
  type SearchIntent,
  searchIntentSchema,
} from '../../../contract/search.ts';
import { interpretQuery } from './interpreter.ts';
import { type RemoteInterpreter, RemoteInterpreterError, type SearchLogger } from './remote-model.ts';

export interface SearchService {
  answer(prompt: string): Promise<LlmResponse>;
}

export function createSearchService(deps: { remote?: RemoteInterpreter; logger: SearchLogger }): SearchService {
  const { remote, logger } = deps;

  const viaRemote = async (text: string): Promise<SearchIntent | undefined> => {
    if (!remote || !text) return undefined;
    try {
      const intent = await remote.interpret(text);
      // The page is chosen from searching_for; keep the two keys in agreement.
      return { ...intent, search_for: intent.searching_for };
    } catch (error) {
      const reason = error instanceof RemoteInterpreterError ? error.reason : 'unexpected';
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ reason, message }, 'search model failed; using the embedded interpreter');
      return undefined;
    }
  };

  return {
    async answer(prompt) {
      // The route rejects longer prompts; the cut keeps direct callers just as bounded.
      const text = extractUserText(prompt.slice(0, SEARCH_PROMPT_MAX));
      const intent = (await viaRemote(text)) ?? interpretQuery(text);
      return { content: JSON.stringify(searchIntentSchema.parse(intent)) };
    },
  };
}
