/**
 * The zod schemas the owner's tools check what they send with, loaded (zod with them) when a
 * tool first checks something, so a profile with its owner's tools loads no zod (decision 040).
 * null when their code cannot load (offline): the tool says so and sends nothing.
 */
export type ProfileInputSchemas = typeof import('../../../contract/profile-input-schemas.ts');

export const loadInputSchemas = (): Promise<ProfileInputSchemas | null> =>
  import('../../../contract/profile-input-schemas.ts').catch(() => null);

export const loadReviewSchemas = () => import('../../../contract/reviews-schemas.ts').catch(() => null);
