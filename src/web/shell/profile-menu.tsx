/**
 * The avatar button and its menu for a signed-in member (spec §2.5). A popover rather than an ARIA
 * menu, because it holds a language <select> as well as links; its content loads on demand
 * (profile-menu-panel.tsx).
 */
import { useEffect, useState } from 'react';
import { initials } from '../../contract/avatar.ts';
import type { SessionUser } from '../../contract/session.ts';
import { useT } from '../i18n.tsx';
import { onDemand } from '../ui/on-demand.tsx';
import { usePopupTrigger } from '../ui/popup-trigger.ts';
import { chooseAvatar, DEFAULT_AVATAR_SRC, SESSION_AVATAR_KEY } from './profile-menu-rules.ts';
import { useCloseOnNavigation } from './use-close-on-navigation.ts';

const ProfileMenuPanel = onDemand(() => import('./profile-menu-panel.tsx').then((m) => m.ProfileMenuPanel));

export function ProfileMenu({ user }: { user: SessionUser }) {
  const t = useT();
  const popup = usePopupTrigger(ProfileMenuPanel.preload);
  const avatar = useAvatar(user);
  useCloseOnNavigation(() => popup.setOpen(false));

  return (
    <>
      <button
        {...popup.triggerProps}
        aria-label={t.header.accountMenu}
        title={user.name}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface-2"
      >
        <Avatar src={avatar} name={user.name} size="small" />
      </button>
      {popup.used && <ProfileMenuPanel {...popup.popupProps} user={user} avatar={avatar} />}
    </>
  );
}

/** The §5 choice; the browser-session image is only known after hydration. */
function useAvatar(user: SessionUser): string {
  const [sessionImage, setSessionImage] = useState<string | null>(null);
  useEffect(() => setSessionImage(sessionStorage.getItem(SESSION_AVATAR_KEY)), []);
  return chooseAvatar(user, sessionImage);
}

export function Avatar({ src, name, size }: { src: string; name: string; size: 'small' | 'large' }) {
  // Images that failed to load: a broken photo gives way to the default image, a broken default to the initials.
  const [broken, setBroken] = useState<readonly string[]>([]);
  const box = size === 'small' ? 'size-8 text-xs' : 'size-10 text-sm';
  const shown = [src, DEFAULT_AVATAR_SRC].find((candidate) => !broken.includes(candidate));
  if (shown) {
    return (
      <img
        src={shown}
        alt=""
        onError={() => setBroken((was) => [...was, shown])}
        className={`${box} shrink-0 rounded-full border border-line object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-accent font-bold text-on-accent`}
    >
      {initials(name)}
    </span>
  );
}
