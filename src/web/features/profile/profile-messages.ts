/** The profile write schemas' messages in the reader's words (PROFILE_ERROR_KEYS names them). */
import { PROFILE_ERROR_KEYS, type ProfileErrorKey } from '../../../contract/profile-input.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { nameOfMessage } from '../../message-names.ts';

const NAMES: ReadonlyMap<string, ProfileErrorKey> = new Map(Object.entries(PROFILE_ERROR_KEYS));

export function profileMessage(message: string, t: Dictionary): string {
  const found = nameOfMessage(NAMES, message);
  return found ? fmt(t.profile.editing.errors[found.name], { n: found.n }) : t.common.unexpectedError;
}
