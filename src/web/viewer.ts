/** Who is looking, in which language and theme: decided by the server, handed to every route. */
import { createContext, useRouteLoaderData } from 'react-router';
import type { Locale } from '../contract/locales.ts';
import type { PublicConfig } from '../contract/public-config.ts';
import { type Roles, rolesOf, type SessionUser } from '../contract/session.ts';
import type { ThemeChoice } from '../contract/theme.ts';

export interface ViewerState {
  user: SessionUser | null;
  locale: Locale;
  theme: ThemeChoice;
  publicConfig: PublicConfig;
}

export const viewerContext = createContext<ViewerState>();

export function useViewer(): ViewerState & { roles: Roles } {
  const viewer = useRouteLoaderData('root') as ViewerState | undefined;
  if (!viewer) throw new Error('useViewer() outside the root route');
  return { ...viewer, roles: rolesOf(viewer.user) };
}
