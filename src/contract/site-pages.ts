/**
 * Our own pages that the spec links to but that are not built yet, each with
 * the issue that builds it. Menus tag their links `link_does_not_exist` (admins
 * see them disabled), the footer leaves them out and search sends their
 * categories to the help center, so no member meets a 404 from our own links.
 * The issue that builds a page removes its line.
 */
const NOT_BUILT: Readonly<Record<string, string>> = {};

/** Whether one of our own paths (query and fragment ignored) leads to a page that exists. */
export function isBuiltPage(path: string): boolean {
  return !Object.hasOwn(NOT_BUILT, path.split(/[?#]/, 1)[0]!);
}
