import { Check, ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { fold } from '../../contract/fold.ts';

export interface SelectOption {
  value: string;
  label: string;
  /** Other words that find this option when typed ("PT", "por"). */
  keywords?: string;
}

const MAX_SHOWN = 80;

/** React has taken over the page (root.tsx marks <html data-hydrated> then); never on the server. */
const pageHydrated = () => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';

/**
 * A select whose long list can be searched by typing (the ARIA combobox
 * pattern). Before JavaScript runs it is a native <select> with the same name,
 * so the form works without it; after hydration it becomes the combobox.
 */
export function SearchableSelect({
  name,
  label,
  options,
  value,
  emptyLabel,
  placeholder,
  noMatch,
  clearLabel,
  form,
  onValueChange,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  value: string | undefined;
  /** The "any" choice: no value. */
  emptyLabel: string;
  placeholder: string;
  noMatch: string;
  clearLabel: string;
  form?: string;
  /** Told of each choice (a form that shows something about it before it is sent). */
  onValueChange?: (value: string) => void;
}) {
  const id = useId();
  // Hydration must meet the server's native <select>; a select that mounts after it (in a dialog, a
  // form reset after "Add pair") starts as the combobox, without a frame of the native one.
  const [enhanced, setEnhanced] = useState(pageHydrated);
  useEffect(() => setEnhanced(true), []);
  const selectClass = 'w-full rounded-card border border-line bg-surface px-3 py-2 text-base text-fg';

  if (!enhanced) {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={value ?? ''}
          className={selectClass}
          form={form}
          onChange={(event) => onValueChange?.(event.target.value)}
        >
          <option value="">{emptyLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <Combobox
      id={id}
      name={name}
      label={label}
      options={options}
      initial={value}
      placeholder={placeholder}
      noMatch={noMatch}
      clearLabel={clearLabel}
      form={form}
      onValueChange={onValueChange}
    />
  );
}

function Combobox({
  id,
  name,
  label,
  options,
  initial,
  placeholder,
  noMatch,
  clearLabel,
  form,
  onValueChange,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly SelectOption[];
  initial: string | undefined;
  placeholder: string;
  noMatch: string;
  clearLabel: string;
  form: string | undefined;
  onValueChange: ((value: string) => void) | undefined;
}) {
  const byValue = useMemo(() => new Map(options.map((o) => [o.value, o])), [options]);
  const [selected, setSelected] = useState(initial && byValue.has(initial) ? initial : '');
  const [text, setText] = useState(selected ? (byValue.get(selected)?.label ?? '') : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const told = useRef(onValueChange);
  told.current = onValueChange;
  useEffect(() => told.current?.(selected), [selected]);

  // A new URL (back button, a link) brings a new value: follow it. The list arriving late
  // (loaded when an editor opens) keeps what the visitor has typed meanwhile.
  const lastInitial = useRef(initial);
  useEffect(() => {
    const next = initial && byValue.has(initial) ? initial : '';
    const followsUrl = lastInitial.current !== initial;
    lastInitial.current = initial;
    if (!followsUrl && !next) return;
    setSelected(next);
    setText(next ? (byValue.get(next)?.label ?? '') : '');
  }, [initial, byValue]);

  const matches = useMemo(() => {
    const selectedLabel = byValue.get(selected)?.label;
    // As every search on the site reads text: "portugues" finds "Português".
    const q = fold(text.trim());
    if (!q || text === selectedLabel) return options.slice(0, MAX_SHOWN);
    const starts: SelectOption[] = [];
    const contains: SelectOption[] = [];
    for (const o of options) {
      const label = fold(o.label);
      const keywords = fold(o.keywords ?? '');
      if (label.startsWith(q) || keywords.split(' ').includes(q)) starts.push(o);
      else if (label.includes(q) || keywords.includes(q)) contains.push(o);
    }
    return [...starts, ...contains].slice(0, MAX_SHOWN);
  }, [options, text, selected, byValue]);

  const choose = (option: SelectOption | undefined) => {
    setSelected(option?.value ?? '');
    setText(option?.label ?? '');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(byValue.get(selected)?.label ?? '');
    }
  };

  const activeId = open && matches[active] ? `${id}-option-${active}` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input type="hidden" name={name} value={selected} form={form} />
        <input
          ref={input}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          className="w-full rounded-card border border-line bg-surface py-2 ps-3 pe-16 text-base text-fg"
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
            if (!event.target.value) setSelected('');
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            // Leaving with half a word typed keeps the last real choice.
            setText(byValue.get(selected)?.label ?? '');
          }}
          onKeyDown={onKeyDown}
        />
        <div className="absolute inset-y-0 end-2 flex items-center gap-1 text-muted">
          {selected && (
            <button
              type="button"
              aria-label={`${clearLabel}: ${label}`}
              className="rounded p-1 hover:text-fg"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                choose(undefined);
                input.current?.focus();
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
          <ChevronDown aria-hidden="true" className="size-4" />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-card border border-line bg-surface py-1 shadow-lg"
        >
          {matches.length === 0 && <p className="px-3 py-2 text-sm text-muted">{noMatch}</p>}
          {matches.map((o, i) => (
            <div
              key={o.value}
              id={`${id}-option-${i}`}
              role="option"
              // Options are reached with the arrow keys through aria-activedescendant, never tabbed to.
              tabIndex={-1}
              aria-selected={o.value === selected}
              className={`flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm ${
                i === active ? 'bg-surface-2' : ''
              }`}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(o);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {o.label}
              {o.value === selected && <Check aria-hidden="true" className="size-4 shrink-0" />}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
