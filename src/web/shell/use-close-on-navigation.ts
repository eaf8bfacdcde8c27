import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Menus, drawers and popovers close when the visitor lands on another page. */
export function useCloseOnNavigation(close: () => void): void {
  const { key } = useLocation();
  // Only a new location closes: `close` is a new function on every render.
  useEffect(close, [key]);
}
