/**
 * Language assessment (issue 15): a member asks to be assessed in one of the
 * language pairs on their profile; a Wordhive assessor grades the test, and a
 * pass becomes a verified credential on the member's public profile.
 *
 * No schema here: pages import these constants and rules. The schemas are in
 * language-assessment-schemas.ts (decision 040).
 */

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

export type {
  AssessedPairs,
  Assessment,
  AssessmentRequest,
  AssessmentResult,
  MyAssessments,
} from './language-assessment-schemas.ts';
