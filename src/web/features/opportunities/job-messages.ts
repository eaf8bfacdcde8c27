/**
 * The opportunities API and its schemas speak English (their messages also guard the API); on screen
 * every message comes from the reader's dictionary (decision 005). This maps one to the other: the API's
 * refusals, and the job, quote and rating forms' checks (JOB_INPUT_MESSAGES).
 */
import {
  ALERT_EMPTY,
  ALERT_NOT_FOUND,
  ALERTS_FULL,
  ALREADY_INVITED,
  ALREADY_QUOTED,
  DECLINE_AFTER_QUOTE,
  INVITATION_ALREADY_DECLINED,
  INVITATION_NOT_FOUND,
  INVITATIONS_FULL,
  INVITE_MEMBER_NOT_FOUND,
  INVITE_NEEDS_CERTIFIED,
  INVITE_NEEDS_RATING,
  INVITE_ONLY_PROFESSIONALS,
  INVITE_YOURSELF,
  JOB_ALERTS_MAX,
  JOB_CHANGED,
  JOB_INPUT_MESSAGES,
  JOB_INVITATIONS_MAX,
  JOB_LOCKED_TERMS,
  JOB_NOT_FOUND,
  JOB_NOT_OPEN,
  NO_QUOTE_ON_OWN_JOB,
  NOT_INVITED,
  NOT_YOUR_JOB,
  ONLY_CLIENTS_POST,
  ONLY_PROFESSIONALS_QUOTE,
  PAYMENT_REQUEST_NOT_CHOSEN,
  PAYMENT_REQUEST_NOT_UNDER_WAY,
  PAYMENT_REQUEST_PAID,
  PAYMENT_REQUEST_TODAY,
  QUOTE_BELOW_MINIMUM,
  QUOTE_NEEDS_CERTIFIED,
  QUOTE_NEEDS_RATING,
  QUOTE_NOT_FOUND,
  QUOTE_OUTDATED,
  QUOTE_WRONG_CURRENCY,
  QUOTE_WRONG_UNIT,
  RATING_GIVEN,
  RATING_NONE,
  RATING_NOT_PARTY,
  RATING_NOT_YET,
  REPLY_GIVEN,
  SAMPLE_NOT_FOUND,
  WITHDRAW_AFTER_DECLINE,
} from '../../../contract/opportunities.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError } from '../../api-client.ts';
import { nameOfMessage, namesByText } from '../../message-names.ts';

/** The forms' checks by their English words. */
const INPUT_NAMES = namesByText(JOB_INPUT_MESSAGES);
const STATUS_REFUSAL = /^A job that is \w+ cannot /;

/** The reader's words for a message of the opportunities API, or `fallback` for one it does not know. */
export function jobMessage(message: string, t: Dictionary, fallback = t.common.unexpectedError): string {
  const cannot = t.opportunities.cannotQuote;
  const invite = t.opportunities.invite.errors;
  const payment = t.pay.job.errors;
  const errors = t.opportunities.errors;
  const known: Record<string, string> = {
    [NO_QUOTE_ON_OWN_JOB]: cannot.ownJob,
    [ONLY_PROFESSIONALS_QUOTE]: cannot.onlyProfessionals,
    [JOB_NOT_OPEN]: cannot.notOpen,
    [QUOTE_NEEDS_CERTIFIED]: cannot.needsCertified,
    [QUOTE_NEEDS_RATING]: cannot.needsRating,
    [INVITE_ONLY_PROFESSIONALS]: invite.onlyProfessionals,
    [INVITE_YOURSELF]: invite.yourself,
    [INVITE_NEEDS_CERTIFIED]: invite.needsCertified,
    [INVITE_NEEDS_RATING]: invite.needsRating,
    [ALREADY_INVITED]: invite.alreadyInvited,
    [ALREADY_QUOTED]: invite.alreadyQuoted,
    [INVITATIONS_FULL]: fmt(invite.full, { max: String(JOB_INVITATIONS_MAX) }),
    [INVITE_MEMBER_NOT_FOUND]: invite.memberNotFound,
    [INVITATION_NOT_FOUND]: invite.notInvited,
    [INVITATION_ALREADY_DECLINED]: invite.alreadyDeclined,
    [DECLINE_AFTER_QUOTE]: invite.declineAfterQuote,
    [NOT_INVITED]: invite.memberNotInvited,
    [WITHDRAW_AFTER_DECLINE]: invite.withdrawAfterDecline,
    [PAYMENT_REQUEST_NOT_CHOSEN]: payment.notChosen,
    [PAYMENT_REQUEST_NOT_UNDER_WAY]: payment.notUnderWay,
    [PAYMENT_REQUEST_PAID]: payment.paid,
    [PAYMENT_REQUEST_TODAY]: payment.today,
    [JOB_CHANGED]: errors.jobChanged,
    [RATING_GIVEN]: errors.ratingGiven,
    [REPLY_GIVEN]: errors.replyGiven,
    [RATING_NOT_YET]: errors.ratingNotYet,
    [RATING_NOT_PARTY]: errors.ratingNotParty,
    [RATING_NONE]: errors.ratingNone,
    [QUOTE_BELOW_MINIMUM]: errors.belowMinimum,
    [QUOTE_WRONG_UNIT]: errors.wrongUnit,
    [QUOTE_WRONG_CURRENCY]: errors.wrongCurrency,
    [QUOTE_NOT_FOUND]: errors.quoteNotFound,
    [JOB_LOCKED_TERMS]: errors.lockedTerms,
    [QUOTE_OUTDATED]: errors.quoteOutdated,
    [NOT_YOUR_JOB]: errors.notYourJob,
    [JOB_NOT_FOUND]: errors.jobNotFound,
    [ONLY_CLIENTS_POST]: errors.onlyClientsPost,
    [ALERTS_FULL]: fmt(errors.alertsFull, { n: JOB_ALERTS_MAX }),
    [ALERT_EMPTY]: errors.alertEmpty,
    [ALERT_NOT_FOUND]: errors.alertNotFound,
    [SAMPLE_NOT_FOUND]: errors.sampleNotFound,
  };
  const input = nameOfMessage(INPUT_NAMES, message);
  if (input) return fmt(errors[input.name], { n: input.n });
  // "A job that is closed cannot be edited": the job changed since the page showed it.
  if (STATUS_REFUSAL.test(message)) return errors.jobChanged;
  return known[message] ?? fallback;
}

/** A failed call of the opportunities API in the reader's words: its refusal, or that something went wrong. */
export function jobFailure(err: unknown, t: Dictionary): string {
  return err instanceof ApiError ? jobMessage(err.message, t) : t.common.unexpectedError;
}

/** Each field's message, as a form's own check or the server's (the same schema) gave it, in the reader's words. */
export function jobFieldErrors(fields: Record<string, string>, t: Dictionary): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, jobMessage(message, t)]));
}
