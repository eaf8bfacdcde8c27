import { useSearchParams } from 'react-router';

/**
 * A dialog opened by a site-wide flag in the address (`?feedback=open`): a
 * plain link opens it from anywhere, and closing it takes the flag away
 * without moving the page.
 */
export function useQueryFlag(name: string): { open: boolean; close: () => void; href: (search: string) => string } {
  const [params, setParams] = useSearchParams();
  return {
    open: params.get(name) === 'open',
    close: () =>
      setParams(
        (p) => {
          p.delete(name);
          return p;
        },
        { replace: true, preventScrollReset: true },
      ),
    /** The current address with the flag set. */
    href(search: string) {
      const next = new URLSearchParams(search);
      next.set(name, 'open');
      return `?${next}`;
    },
  };
}
