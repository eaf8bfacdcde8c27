/**
 * The header's search button (spec §2.2) and its keyboard shortcut: it opens
 * the search modal, which closes by itself when the route changes (spec §2.4).
 * The modal's code loads on demand (search-dialog.tsx).
 */
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { fmt } from '../../../i18n/types.ts';
import { useT } from '../../i18n.tsx';
import { useCloseOnNavigation } from '../../shell/use-close-on-navigation.ts';
import { onDemand } from '../../ui/on-demand.tsx';
import { usePopupTrigger } from '../../ui/popup-trigger.ts';

const SearchDialog = onDemand(() => import('./search-dialog.tsx').then((m) => m.SearchDialog));

/** '/' opens the search, as on many sites; it needs no modifier and is the same on every platform. */
export const SEARCH_SHORTCUT = '/';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function SearchButton({ className = '' }: { className?: string }) {
  const t = useT();
  const popup = usePopupTrigger(SearchDialog.preload);
  const { setOpen } = popup;
  useCloseOnNavigation(() => setOpen(false));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // defaultPrevented: another handler (or a second search button) already took the key.
      if (event.key !== SEARCH_SHORTCUT || event.defaultPrevented || event.isComposing) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setOpen]);

  return (
    <>
      <button
        {...popup.triggerProps}
        aria-keyshortcuts={SEARCH_SHORTCUT}
        title={fmt(t.search.shortcut, { key: SEARCH_SHORTCUT })}
        className={`inline-flex h-10 min-w-10 max-[359px]:min-w-9 items-center justify-center gap-2 rounded-card text-fg hover:bg-surface-2 sm:border sm:border-line sm:ps-3 sm:pe-2 ${className}`}
      >
        <Search className="size-5 sm:size-4 sm:text-muted" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only sm:text-sm sm:text-muted">{t.search.open}</span>
        {/* The shortcut is announced through aria-keyshortcuts; read aloud here it would only add "slash". */}
        <span aria-hidden="true" className="hidden sm:inline">
          <kbd className="rounded border border-line bg-surface-2 px-1.5 font-sans text-xs text-muted">
            {SEARCH_SHORTCUT}
          </kbd>
        </span>
      </button>
      {/* Mounted each time it opens: a fresh placeholder, an empty input. */}
      {popup.open && <SearchDialog {...popup.popupProps} onLeave={() => setOpen(false)} />}
    </>
  );
}
