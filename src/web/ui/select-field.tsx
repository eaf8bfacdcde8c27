import { type SelectHTMLAttributes, useId } from 'react';

/** A labelled native select with its error under it, linked for screen readers. */
export function SelectField({
  label,
  error,
  options,
  className = '',
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string; group?: string }[];
}) {
  const id = useId();
  const groups = [...new Set(options.map((o) => o.group))];
  const render = (list: typeof options) =>
    list.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
        // As tall as a text field (42 px): Chromium draws a select 3 px shorter with the same padding,
        // and in a row of fields aligned at their bottom the labels then stood out of line.
        className={`min-h-10.5 rounded-card border bg-surface px-3 py-2 text-base text-fg disabled:cursor-not-allowed disabled:opacity-60 ${error ? 'border-danger' : 'border-line-strong'}`}
        {...select}
      >
        {groups.map((group) =>
          group ? (
            <optgroup key={group} label={group}>
              {render(options.filter((o) => o.group === group))}
            </optgroup>
          ) : (
            render(options.filter((o) => !o.group))
          ),
        )}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
