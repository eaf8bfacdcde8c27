/** Members' names as the reader reads them (decision 102). */
import { DELETED_MEMBER } from '../contract/leavers.ts';
import type { Dictionary } from '../i18n/index.ts';

/** A member who left is the reader's words for a deleted member; anyone else is named as they are. */
export const shownName = (name: string, t: Dictionary) => (name === DELETED_MEMBER ? t.common.deletedMember : name);

/** Whether a name names a member who deleted their account: nothing of theirs can be opened or messaged. */
export const hasLeft = (name: string) => name === DELETED_MEMBER;
