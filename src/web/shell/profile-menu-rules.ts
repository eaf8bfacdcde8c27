/**
 * Pure rules behind the profile menu: which avatar to show (spec §5) and whose
 * privacy settings the menu may open (spec §2.5, §6).
 */
import { usablePhotoUrl } from '../../contract/avatar.ts';
import { smallPhoto } from '../../contract/photos.ts';
import { canManageEntity, type SessionUser } from '../../contract/session.ts';

/** Where a profile page keeps the image a member just uploaded, for the rest of the browser session. */
export const SESSION_AVATAR_KEY = 'wh_profile_image';

/** The spec's last resort (§5), a neutral figure served from public/. */
export const DEFAULT_AVATAR_SRC = '/default-avatar.svg';

/**
 * image_url, else the browser-session image, else resource_image_url, else
 * the default image (spec §5). The menu falls back to the member's initials
 * only when an image fails to load, the default one included.
 */
export function chooseAvatar(
  user: Pick<SessionUser, 'image_url' | 'resource_image_url'>,
  sessionImage: string | null,
): string {
  const photo = usablePhotoUrl(user.image_url);
  if (photo) return smallPhoto(photo)!;
  return sessionImage?.trim() || user.resource_image_url?.trim() || DEFAULT_AVATAR_SRC;
}

/** The member whose profile page is open, if any. */
export function viewedEntityId(pathname: string): number | null {
  const id = /^\/profile\/(\d+)(?:[/?#]|$)/.exec(pathname)?.[1];
  return id ? Number(id) : null;
}

/**
 * The 'Privacy Settings' target: the entity of the profile being viewed, else
 * the viewer's own; null when the viewer may not manage it (not the owner, an
 * admin or a pseudo session). The profile page opens its privacy modal from ?privacy=open.
 */
export function privacySettingsHref(pathname: string, user: SessionUser | null): string | null {
  if (!user) return null;
  const entityId = viewedEntityId(pathname) ?? user.entity_id;
  return canManageEntity(user, entityId) ? `/profile/${entityId}?privacy=open` : null;
}
