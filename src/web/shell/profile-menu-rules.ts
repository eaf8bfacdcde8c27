/**
 * Pure rules behind the profile menu: which avatar to show (spec §5) and whose
 * privacy settings the menu may open (spec §2.5, §6).
 */
import { initials, usablePhotoUrl } from '../../contract/avatar.ts';
import { smallPhoto } from '../../contract/photos.ts';
import { canManageEntity, type SessionUser } from '../../contract/session.ts';

/** Where a profile page keeps the image a member just uploaded, for the rest of the browser session. */
export const SESSION_AVATAR_KEY = 'wh_profile_image';

export type AvatarChoice = { kind: 'image'; src: string } | { kind: 'initials'; initials: string };

/** image_url, else the browser-session image, else resource_image_url, else initials. */
export function chooseAvatar(
  user: Pick<SessionUser, 'image_url' | 'resource_image_url' | 'name'>,
  sessionImage: string | null,
): AvatarChoice {
  const photo = usablePhotoUrl(user.image_url);
  if (photo) return { kind: 'image', src: smallPhoto(photo)! };
  if (sessionImage?.trim()) return { kind: 'image', src: sessionImage.trim() };
  if (user.resource_image_url?.trim()) return { kind: 'image', src: user.resource_image_url.trim() };
  return { kind: 'initials', initials: initials(user.name) };
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
