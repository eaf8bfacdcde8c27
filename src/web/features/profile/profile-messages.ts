/**
 * The profile write schemas speak English (they also guard the API); in the
 * editors every message comes from the visitor's dictionary. A limit in a
 * message ("at most 20") is carried over as {n}.
 */
import { PROFILE_ERROR_KEYS } from '../../../contract/profile-input.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { entry, fmt } from '../../../i18n/types.ts';

export function profileMessage(message: string, t: Dictionary): string {
  const n = /\d+/.exec(message)?.[0] ?? '';
  const key = entry(PROFILE_ERROR_KEYS, message.replace(/\d+/, '{n}'));
  const text = key && entry(t.profile.editing.errors, key);
  return text ? fmt(text, { n }) : t.common.unexpectedError;
}
