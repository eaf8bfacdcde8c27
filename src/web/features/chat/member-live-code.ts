/**
 * The code of member-live.tsx, loaded once a member is signed in: the server before it renders a
 * member's page, the browser before it hydrates one (and it links the chunk with the page's, so both
 * come at once). Who is signed in changes only through a full page load (sign-in, sign-out,
 * impersonation), so a page never renders without it and later with it.
 */
import type { PageModule } from '../../routes.tsx';
import type { MemberLive } from './member-live.tsx';

let loaded: typeof MemberLive | undefined;

export const MEMBER_LIVE_MODULE: PageModule<{ MemberLive: typeof MemberLive }> = {
  id: 'src/web/features/chat/member-live.tsx',
  load: () => import('./member-live.tsx'),
};

export async function loadMemberLive(): Promise<void> {
  loaded ??= (await MEMBER_LIVE_MODULE.load()).MemberLive;
}

/** The component, once loaded; undefined before (an anonymous visitor's page). */
export const memberLive = (): typeof MemberLive | undefined => loaded;
