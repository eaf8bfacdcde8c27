/**
 * The site's `<Link>`: react-router's in the browser, and on the server, for a link to a plain path
 * or a full URL, the anchor react-router would write, written directly.
 *
 * Why: a server render of a signed-in page spent about a tenth of its CPU in react-router's Link
 * hooks (51 links on the home page, each resolving its path against the location and setting up a
 * click handler the server never uses) to write, for such links, `href` equal to `to`. The browser
 * hydrates react-router's own Link, which handles clicks and prefetching; `link.test.tsx` checks
 * that both write the same markup.
 */
import type { RefAttributes } from 'react';
import { type LinkProps, Link as RouterLink } from 'react-router';

/** What react-router treats as a URL rather than a path (its ABSOLUTE_URL_REGEX): written as given. */
const FULL_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/**
 * A path react-router writes unchanged: from the root, without `.` or `..` segments, and without an
 * empty query or hash (which it drops). Anything else goes through react-router's Link.
 */
const PLAIN_PATH = /^\/(?!\/)(?![^?#]*\/\.{1,2}(?:[/?#]|$))[^?#]*(?:\?[^#]+)?(?:#.+)?$/;

export function ServerLink(props: LinkProps & RefAttributes<HTMLAnchorElement>) {
  const {
    to,
    discover = 'render',
    mask,
    // What only a browser uses: the router's navigation, a click, a ref.
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    ref: _ref,
    target,
    ...anchor
  } = props;
  if (typeof to !== 'string' || mask) return <RouterLink {...props} />;
  const fullUrl = FULL_URL.test(to);
  if (!fullUrl && !PLAIN_PATH.test(to)) return <RouterLink {...props} />;
  // The attributes in react-router's order, so the markup is byte for byte the same.
  return (
    <a {...anchor} href={to} target={target} data-discover={!fullUrl && discover === 'render' ? 'true' : undefined} />
  );
}

export const Link: typeof RouterLink = import.meta.env.SSR ? (ServerLink as typeof RouterLink) : RouterLink;
