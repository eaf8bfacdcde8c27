import { z } from 'zod';

export const homeDataSchema = z.object({
  figures: z.object({
    members: z.number().int(),
    linguists: z.number().int(),
    companies: z.number().int(),
    outsourcers: z.number().int(),
  }),
  newest: z.array(
    z.object({ entity_id: z.number().int(), name: z.string(), account_type: z.string(), joined: z.string() }),
  ),
});
export type HomeData = z.infer<typeof homeDataSchema>;
