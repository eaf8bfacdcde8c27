import { z } from 'zod';

export const homeDataSchema = z.object({
  figures: z.object({
    members: z.number().int(),
    linguists: z.number().int(),
    companies: z.number().int(),
    outsourcers: z.number().int(),
  }),
});
export type HomeData = z.infer<typeof homeDataSchema>;
