/**
 * The opportunities API speaks English (its messages also guard the API); on screen every message comes
 * from the reader's dictionary (decision 005). This maps one to the other.
 */
import {
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
  JOB_INVITATIONS_MAX,
  JOB_NOT_OPEN,
  NO_QUOTE_ON_OWN_JOB,
  NOT_INVITED,
  ONLY_PROFESSIONALS_QUOTE,
  PAYMENT_REQUEST_NOT_CHOSEN,
  PAYMENT_REQUEST_NOT_UNDER_WAY,
  PAYMENT_REQUEST_PAID,
  PAYMENT_REQUEST_TODAY,
  QUOTE_NEEDS_CERTIFIED,
  QUOTE_NEEDS_RATING,
  WITHDRAW_AFTER_DECLINE,
} from '../../../contract/opportunities.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError } from '../../api-client.ts';

/** The reader's words for a message of the opportunities API, or `fallback` for one it does not know. */
export function jobMessage(message: string, t: Dictionary, fallback = t.common.unexpectedError): string {
  const cannot = t.opportunities.cannotQuote;
  const invite = t.opportunities.invite.errors;
  const payment = t.pay.job.errors;
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
  };
  return known[message] ?? fallback;
}

/** A failed call of the opportunities API in the reader's words: its refusal, or that something went wrong. */
export function jobFailure(err: unknown, t: Dictionary): string {
  return err instanceof ApiError ? jobMessage(err.message, t) : t.common.unexpectedError;
}
