/**
 * The teams API speaks English (its messages also guard the API); on screen every message comes from
 * the reader's dictionary (decision 005).
 */
import {
  INVITATION_EXPIRED,
  INVITATION_OTHER_ADDRESS,
  INVITATION_USED,
  TEAM_ALREADY_MEMBER,
  TEAM_EXISTS,
  TEAM_FULL,
  TEAM_INVITES_PER_DAY,
  TEAM_NOT_YOURSELF,
  TEAM_SIZE_MAX,
} from '../../../contract/teams.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { fmt } from '../../../i18n/types.ts';
import { ApiError } from '../../api-client.ts';

/** Why a team owner's or member's action failed: a limit, or a team that changed since the page showed it. */
export function teamFailure(err: unknown, t: Dictionary): string {
  const k = t.teams;
  if (!(err instanceof ApiError)) return t.common.unexpectedError;
  if (err.status === 429) return fmt(k.tooManyInvites, { n: TEAM_INVITES_PER_DAY });
  if (err.fields?.email === TEAM_NOT_YOURSELF) return k.notYourself;
  if (err.message === TEAM_FULL) return fmt(k.full, { n: TEAM_SIZE_MAX });
  if (err.message === TEAM_EXISTS) return k.exists;
  // No such invitation or member (any more), or no team: someone else acted meanwhile.
  return err.status === 404 ? k.changed : t.common.unexpectedError;
}

/** Why an invitation link cannot be used. */
export function invitationProblem(err: unknown, k: Dictionary['teams']): string {
  const message = err instanceof ApiError ? err.message : '';
  if (message === INVITATION_USED) return k.invitationUsed;
  if (message === INVITATION_EXPIRED) return k.invitationExpired;
  if (message === INVITATION_OTHER_ADDRESS) return k.otherAddress;
  if (message === TEAM_ALREADY_MEMBER) return k.alreadyMember;
  return k.invitationInvalid;
}
