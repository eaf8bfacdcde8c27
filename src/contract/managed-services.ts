/**
 * Managed services (issue 15): a client asks Wordhive's member services to run
 * a translation project for them. Anyone may ask, signed in or not; member
 * services read the requests and mark them handled.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { SERVICES } from './taxonomy.ts';

export const QUOTE_UNITS = ['words', 'pages', 'hours', 'minutes'] as const;
export const QUOTE_DETAILS_MIN = 20;
export const QUOTE_DETAILS_MAX = 3_000;
const SERVICE_IDS: ReadonlySet<number> = new Set(SERVICES.map((s) => s.id));
const language = z.string({ error: 'Choose a language' }).regex(/^[a-z]{3}$/, 'Choose a language');

export const quoteRequestSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(2, 'Enter your name').max(100, 'Use at most 100 characters'),
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .toLowerCase()
    .min(1, 'Enter your email address')
    .max(254, 'Email address is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
  company: z.string().trim().max(120, 'Use at most 120 characters').default(''),
  sourceLang: language,
  targetLangs: z
    .array(language, { error: 'Choose at least one target language' })
    .min(1, 'Choose at least one target language')
    .max(10, 'Choose at most 10 target languages'),
  serviceId: z.coerce
    .number({ error: 'Choose a service' })
    .int('Choose a service')
    .refine((id) => SERVICE_IDS.has(id), 'Choose a service'),
  volume: z.coerce
    .number()
    .int('Give the volume as a whole number')
    .min(1, 'Give the volume as a whole number')
    .max(10_000_000)
    .nullable()
    .default(null),
  unit: z.enum(QUOTE_UNITS, { error: 'Choose a unit' }).default('words'),
  deadline: z.iso.date({ error: 'Use a date as YYYY-MM-DD' }).nullable().default(null),
  details: z
    .string({ error: 'Describe the project' })
    .trim()
    .min(QUOTE_DETAILS_MIN, `Describe the project in at least ${QUOTE_DETAILS_MIN} characters`)
    .max(QUOTE_DETAILS_MAX, `Use at most ${QUOTE_DETAILS_MAX} characters`),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestSchema>;
export const QUOTE_DEADLINE_PAST = 'Choose a deadline from today on';

export const quoteRequestSavedSchema = z.object({ id: z.number().int() });

export const quoteRequestSchemaOut = z.object({
  id: z.number().int(),
  entityId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  sourceLang: z.string(),
  targetLangs: z.array(z.string()),
  serviceId: z.number().int(),
  volume: z.number().int().nullable(),
  unit: z.enum(QUOTE_UNITS),
  deadline: z.string().nullable(),
  details: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchemaOut>;
export const quoteRequestListQuerySchema = z.object({
  state: z.enum(['open', 'handled', 'all'], { error: 'state: open, handled or all' }).default('open'),
});
export const quoteRequestListSchema = z.object({ items: z.array(quoteRequestSchemaOut) });
export const quoteRequestParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
export const quoteRequestHandledSchema = z.object({ handled: z.boolean({ error: 'handled: true or false' }) });
