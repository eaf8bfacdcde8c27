/**
 * Wordhive Pay's API and schemas speak English (their messages also guard the API); on screen every
 * message comes from the reader's dictionary (decision 005): `pay.errors` holds one text for each of the
 * contract's MESSAGES, under the same name.
 */
import { MESSAGES, PAYOUT_METHODS_MAX } from '../../../contract/payments.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError } from '../../api-client.ts';

type MessageName = keyof typeof MESSAGES;

const NAME_OF = new Map(Object.entries(MESSAGES).map(([name, message]) => [message as string, name as MessageName]));
/** "At most 500 characters", the limit read back. */
const TOO_LONG = new RegExp(`^${MESSAGES.tooLong.replace('{n}', '(\\d+)')}$`);

/** The reader's words for a message of Wordhive Pay, or that something went wrong for one it does not know. */
export function payMessage(message: string, t: Dictionary): string {
  const errors = t.pay.errors;
  const name = NAME_OF.get(message);
  if (name) return fmt(errors[name], { n: PAYOUT_METHODS_MAX });
  const limit = TOO_LONG.exec(message)?.[1];
  return limit ? fmt(errors.tooLong, { n: limit }) : t.common.unexpectedError;
}

/** A failed call of Wordhive Pay in the reader's words. */
export function payFailure(err: unknown, t: Dictionary): string {
  return err instanceof ApiError ? payMessage(err.message, t) : t.common.unexpectedError;
}

/** The first message of each field a shared schema refused, in the reader's words, for the form to show beside it. */
export function issueErrors(issues: readonly { path: PropertyKey[]; message: string }[], t: Dictionary) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0])] ??= payMessage(issue.message, t);
  return out;
}

/** The fields the server refused (the same schema, checked again there), in the reader's words. */
export function serverFieldErrors(fields: Record<string, string>, t: Dictionary): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, payMessage(message, t)]));
}
