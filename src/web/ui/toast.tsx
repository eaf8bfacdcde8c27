/**
 * Toasts for the whole site. sonner and its toaster load with the first toast a visitor is shown:
 * most page views show none, and sonner was a tenth of the JavaScript every page ran first
 * (decision 041). sonner keeps the toasts it was given before its toaster mounted and shows them
 * once it does, so a toast asked for while the code loads is shown, not lost.
 */
import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { LOCALE_INFO } from '../../contract/locales.ts';
import { useViewer } from '../viewer.ts';
import { onDemand } from './on-demand.tsx';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Runs `use` once sonner is loaded; the first call loads it and mounts the toaster. */
function withSonner(use: (module: Sonner) => void): void {
  if (!sonner) {
    sonner = import('sonner');
    wanted = true;
    for (const listener of listeners) listener();
  }
  // In call order: a toast, then its dismissal, reach sonner in that order.
  void sonner.then(use);
}

type ToastId = string | number;
let lastId = 0;

/** A plain toast; returns its id, to dismiss it later (the caller may choose it with `options.id`). */
export function toast(message: string, options: ExternalToast = {}): ToastId {
  const id = options.id ?? `toast-${++lastId}`;
  withSonner((module) => module.toast(message, { ...options, id }));
  return id;
}
toast.success = (message: string): void => withSonner((module) => module.toast.success(message));
toast.error = (message: string): void => withSonner((module) => module.toast.error(message));
/** Nothing to dismiss while sonner never loaded: no toast was shown. */
toast.dismiss = (id: ToastId): void => {
  if (sonner) withSonner((module) => module.toast.dismiss(id));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Toaster = onDemand(() => import('sonner').then((module) => module.Toaster));

/** The site's toaster, in the page's direction and theme; rendered from the first toast on. */
export function SiteToaster() {
  const { locale, theme } = useViewer();
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return <Toaster position="top-center" dir={LOCALE_INFO[locale].dir} theme={theme} closeButton />;
}
