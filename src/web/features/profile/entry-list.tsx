/**
 * The pieces of every profile editor that keeps a list of entries (websites,
 * rates, credentials, samples…): rows with stable keys while the member adds,
 * edits and removes them, each shown as a card with its remove button.
 */
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';

let lastKey = 0;

export function useRows<T>(initial: () => T[]) {
  const [rows, setRows] = useState(() => initial().map((value) => ({ key: ++lastKey, value })));
  return {
    rows,
    values: rows.map((r) => r.value),
    change: (key: number, patch: Partial<T>) =>
      setRows((list) => list.map((r) => (r.key === key ? { key, value: { ...r.value, ...patch } } : r))),
    add: (value: T) => setRows((list) => [...list, { key: ++lastKey, value }]),
    remove: (key: number) => setRows((list) => list.filter((r) => r.key !== key)),
    /** Moves a row one place up: lists whose order the profile shows (career, FAQ categories). */
    moveUp: (key: number) =>
      setRows((list) => {
        const i = list.findIndex((r) => r.key === key);
        return i > 0 ? [...list.slice(0, i - 1), list[i]!, list[i - 1]!, ...list.slice(i + 1)] : list;
      }),
  };
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded text-danger hover:bg-surface-2"
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}

export function ErrorLine({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="text-sm text-danger" role="alert">
      {text}
    </p>
  );
}

/**
 * A list of entry cards: each row's fields (from `children`), a remove button
 * named after the entry, the empty text, the list's own error, and the add
 * button while the list is below its maximum.
 */
export function EntryList<T>({
  rows,
  label,
  empty,
  error,
  max,
  addLabel,
  onAdd,
  removeLabel,
  onRemove,
  children,
}: {
  rows: { key: number; value: T }[];
  /** Names the list for screen readers. */
  label: string;
  empty: string;
  error: string | undefined;
  max: number;
  addLabel: string;
  onAdd: () => void;
  removeLabel: (value: T, index: number) => string;
  onRemove: (key: number) => void;
  children: (value: T, index: number, key: number) => ReactNode;
}) {
  return (
    <>
      {rows.length === 0 && <p className="text-sm text-muted">{empty}</p>}
      {rows.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={label}>
          {rows.map((row, i) => (
            <li key={row.key} className="relative flex flex-col gap-3 rounded-card border border-line p-3 pe-12">
              <span className="absolute end-2 top-2">
                <RemoveButton label={removeLabel(row.value, i)} onClick={() => onRemove(row.key)} />
              </span>
              {children(row.value, i, row.key)}
            </li>
          ))}
        </ol>
      )}
      <ErrorLine text={error} />
      {rows.length < max && (
        <Button variant="secondary" size="sm" className="self-start" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      )}
    </>
  );
}
