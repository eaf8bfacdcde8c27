/**
 * The search modal's content (spec §2.4): one question, one input, a Search
 * button and the AI note. Rendered only while open, so the placeholder is
 * picked in the browser and never differs between server and client HTML.
 */
import { LoaderCircle, Sparkles, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_SPINNER_MS, type SearchDestination, searchQuerySchema } from '../../../contract/search.ts';
import { randomSearchExample } from '../../../contract/search-examples.ts';
import { textDirection } from '../../../contract/text-direction.ts';
import type { Dictionary } from '../../../i18n/index.ts';
import { useLocale, useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { focusBackOnClose, type PopupProps } from '../../ui/popup-trigger.ts';
import { useViewer } from '../../viewer.ts';
import { findDestination } from './find-destination.ts';

/** The shared schema speaks English; the visitor reads their own language. */
function searchMessage(message: string, t: Dictionary): string {
  const e = t.search.errors;
  const known: Record<string, string> = {
    'Please enter a search term.': e.empty,
    'Please enter at least 3 characters.': e.tooShort,
    'Please enter no more than 50 characters.': e.tooLong,
  };
  return known[message] ?? t.common.unexpectedError;
}

function openInNewTab(path: string): void {
  const tab = window.open(path, '_blank');
  if (tab) tab.opener = null;
  // A blocked pop-up must not swallow the search.
  else window.location.assign(path);
}

/**
 * The search modal, opened by the header's button (search-button.tsx). `onLeave` closes it when the
 * result opens in another tab (a route change closes it otherwise).
 */
export function SearchDialog({ onLeave, trigger, open, onOpenChange }: PopupProps & { onLeave: () => void }) {
  const t = useT();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-canvas/80 backdrop-blur-sm" />
        <Dialog.Content
          ref={content}
          className="fixed inset-x-4 top-[12vh] z-50 mx-auto max-w-xl rounded-card border border-line bg-surface p-6 text-fg shadow-lg focus:outline-none"
          onOpenAutoFocus={(event) => {
            // The input, not the close button, gets the focus: the visitor came to type.
            event.preventDefault();
            content.current?.querySelector('input')?.focus();
          }}
          onCloseAutoFocus={focusBackOnClose(trigger)}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{t.search.title}</Dialog.Title>
            <Dialog.Close
              aria-label={t.search.close}
              className="-me-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-card text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <SearchForm onLeave={onLeave} />
          <Dialog.Description className="mt-4 flex items-center gap-2 text-sm text-muted">
            <Sparkles className="size-4 shrink-0 text-accent-strong" aria-hidden="true" />
            {t.search.note}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Mounted each time the modal opens: a fresh placeholder, an empty input. */
function SearchForm({ onLeave }: { onLeave: () => void }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { user, publicConfig } = useViewer();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [placeholder] = useState(() => randomSearchExample(locale));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Closing the modal while the answer is on its way cancels the trip.
  const open = useRef(true);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );

  const problemWith = (value: string): string | null => {
    const result = searchQuerySchema.safeParse(value);
    return result.success ? null : searchMessage(result.error.issues[0]?.message ?? '', t);
  };

  const go = (destination: SearchDestination) => {
    if (!open.current) return;
    if (destination.newTab) {
      openInNewTab(destination.path);
      onLeave();
    } else navigate(destination.path);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = problemWith(text);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    const spinner = new Promise((resolve) => setTimeout(resolve, SEARCH_SPINNER_MS));
    const searcher = { ownEntityId: user?.entity_id ?? null, classicSiteUrl: publicConfig.classicSiteUrl };
    go(await findDestination(text.trim(), searcher));
    await spinner;
    setBusy(false);
  };

  const errorId = `${inputId}-error`;
  return (
    <form noValidate onSubmit={submit} className="mt-4">
      <label htmlFor={inputId} className="sr-only">
        {t.search.title}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={inputId}
          type="search"
          name="search"
          autoComplete="off"
          enterKeyHint="search"
          // Hebrew visitors often search in English and the other way round: the text sets its direction
          // (spec §5); empty, the input follows the page, so a Hebrew placeholder starts on the right.
          dir={textDirection(text) ?? undefined}
          value={text}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            // Once a message shows, it follows the visitor's corrections.
            if (error) setError(problemWith(event.target.value));
          }}
          className={`min-w-0 flex-1 rounded-card border bg-surface px-3 py-2 text-base text-fg placeholder:text-muted ${error ? 'border-danger' : 'border-line'}`}
        />
        <Button type="submit" busy={busy} aria-busy={busy || undefined}>
          {busy ? (
            <>
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              <span className="sr-only">{t.search.searching}</span>
              <span aria-hidden="true">{t.search.submit}</span>
            </>
          ) : (
            t.search.submit
          )}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
