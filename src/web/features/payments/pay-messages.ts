/** Wordhive Pay's messages in the reader's words: `pay.errors` holds one text for each of the contracts' MESSAGES and INVOICE_MESSAGES, by name. */
import { INVOICE_MESSAGES } from '../../../contract/invoicing.ts';
import { MESSAGES } from '../../../contract/payments.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError } from '../../api-client.ts';
import { nameOfMessage, namesByText } from '../../message-names.ts';

const NAMES = namesByText({ ...MESSAGES, ...INVOICE_MESSAGES });

/** The reader's words for a message of Wordhive Pay, or that something went wrong for one it does not know. */
export function payMessage(message: string, t: Dictionary): string {
  const found = nameOfMessage(NAMES, message);
  return found ? fmt(t.pay.errors[found.name], { n: found.n }) : t.common.unexpectedError;
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
