/** The schemas of contract/language-assessment.ts (which holds the constants and rules pages import). */
import { z } from 'zod';
import { languageField } from './fields.ts';
import { idSchema } from './ids.ts';
import { ASSESSMENT_STATUSES, PASS_MARK, SCORE_MISMATCH } from './language-assessment.ts';

export const assessmentRequestSchema = z
  .object({ sourceLang: languageField, targetLang: languageField })
  .refine((p) => p.sourceLang !== p.targetLang, { message: 'Choose two different languages', path: ['targetLang'] });
export type AssessmentRequest = z.infer<typeof assessmentRequestSchema>;

export const assessmentResultSchema = z
  .object({
    passed: z.boolean({ error: 'passed: true or false' }),
    score: z.coerce
      .number({ error: 'Give a score from 0 to 100' })
      .int('Give a score from 0 to 100')
      .min(0, 'Give a score from 0 to 100')
      .max(100, 'Give a score from 0 to 100'),
    feedback: z.string().trim().max(2_000, 'Use at most 2000 characters').default(''),
  })
  .refine((r) => r.passed === r.score >= PASS_MARK, { message: SCORE_MISMATCH, path: ['score'] });
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

export const assessmentSchema = z.object({
  id: z.number().int(),
  entityId: z.number().int(),
  name: z.string(),
  sourceLang: z.string(),
  targetLang: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  score: z.number().int().nullable(),
  feedback: z.string(),
  requestedAt: z.string(),
  assessedAt: z.string().nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;
export const assessmentListSchema = z.object({ items: z.array(assessmentSchema) });
export const myAssessmentsSchema = z.object({
  items: z.array(assessmentSchema),
  /** The pairs on the member's profile, which they may ask to be assessed in. */
  pairs: z.array(z.object({ sourceLang: z.string(), targetLang: z.string() })),
});
export type MyAssessments = z.infer<typeof myAssessmentsSchema>;
export const assessmentQueueQuerySchema = z.object({
  status: z.enum(ASSESSMENT_STATUSES, { error: 'status: requested, passed or failed' }).default('requested'),
});
export const assessedPairsSchema = z.object({
  /** The pairs with the most members assessed, and how many passed. */
  items: z.array(z.object({ sourceLang: z.string(), targetLang: z.string(), passed: z.number().int() })),
  total: z.number().int(),
});
export type AssessedPairs = z.infer<typeof assessedPairsSchema>;
export const assessmentParamsSchema = z.object({ id: idSchema('id must be a positive whole number') });
