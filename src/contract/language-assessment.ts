/**
 * Language assessment (issue 15): a member asks to be assessed in one of the
 * language pairs on their profile; a Wordhive assessor grades the test, and a
 * pass becomes a verified credential on the member's public profile.
 */
import { z } from 'zod';
import { languageField } from './fields.ts';
import { idSchema } from './ids.ts';

export const ASSESSMENTS_API = '/next/api/language-assessments';
export const ASSESSMENT_STATUSES = ['requested', 'passed', 'failed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];
/** A pass needs this score out of 100. */
export const PASS_MARK = 70;
/** After a fail, the same pair may be taken again this many days later. */
export const RETAKE_DAYS = 30;
export const CREDENTIAL_TITLE = 'Wordhive language assessment';
export const PAIR_NOT_ON_PROFILE = 'Add this language pair to your profile first';
export const ALREADY_REQUESTED = 'You have already asked for this assessment; an assessor will be in touch';
export const ALREADY_PASSED = 'You have already passed the assessment in this pair';
export const RETAKE_TOO_SOON = `You can take the assessment in this pair again ${RETAKE_DAYS} days after the last one`;
export const ALREADY_ASSESSED = 'This assessment has already been graded';
export const ASSESSMENT_NOT_FOUND = 'Assessment not found';
export const SCORE_MISMATCH = `A pass needs a score of at least ${PASS_MARK}, a fail a score below it`;

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
