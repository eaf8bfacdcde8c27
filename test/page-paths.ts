import type { RouteObject } from 'react-router';

/** Every page path of a react-router table (src/web/routes.tsx), `:params` kept, the catch-all left out. */
export function pagePaths(list: readonly RouteObject[], prefix = ''): string[] {
  const paths = list.flatMap((route) => {
    if (route.path?.includes('*')) return [];
    const path = route.path === undefined ? prefix : `${prefix.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`;
    const own = route.index || (route.path !== undefined && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
  return [...new Set(paths)];
}
