import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { authPath } from '../contract/auth.ts';
import { rolesOf } from '../contract/session.ts';
import { viewerContext } from './viewer.ts';

/** Pages for members only send an anonymous visitor to sign in, and back here afterwards. */
export function requireSignedIn({ request, context }: LoaderFunctionArgs) {
  const user = context.get(viewerContext).user;
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(authPath('/session/signin', url.pathname + url.search));
}

/** The admin area: a visitor signs in first; a member who is not an admin finds nothing here (404). */
export function requireAdmin(args: LoaderFunctionArgs) {
  const user = requireSignedIn(args);
  if (!rolesOf(user).isAdmin) throw data(null, { status: 404 });
  return user;
}

/** Staff tools (the admin area's content pages, the member services desk): staff and admins; others find nothing. */
export function requireStaff(args: LoaderFunctionArgs) {
  const user = requireSignedIn(args);
  const roles = rolesOf(user);
  if (!roles.isStaff && !roles.isAdmin) throw data(null, { status: 404 });
  return user;
}
