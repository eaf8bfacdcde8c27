/**
 * Favorites (issue 21): members a signed-in member keeps a private list of,
 * added and removed from a profile or a directory card. The list is the
 * signed-in member's own; no id from the browser says whose.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const FAVORITES_MAX = 500;
export const FAVORITE_NOTE_MAX = 200;
export const NOT_YOURSELF = 'You cannot add yourself to your favorites';
export const FAVORITES_FULL = `You keep ${FAVORITES_MAX} favorites: remove one first`;

export const favoriteParamsSchema = z.object({ entityId: idSchema('entityId must be a positive whole number') });
export const favoriteInputSchema = z.object({
  note: z
    .string()
    .trim()
    .max(FAVORITE_NOTE_MAX, { error: `Use at most ${FAVORITE_NOTE_MAX} characters` })
    .default(''),
});
export const favoriteStateSchema = z.object({ entityId: z.number().int(), favorite: z.boolean() });
export const favoriteIdsSchema = z.object({ ids: z.array(z.number().int()) });
