import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId, useState } from 'react';
import { formatLongDate, useLocale, useT } from '../i18n.tsx';

/**
 * A labelled control with its hint, its `n/max` counter where a maximum length
 * applies (spec §5), what it reads back of its value (a date in words) and its error
 * message, linked for screen readers. The error takes the hint's place, in a cell the
 * size of the larger of the two: the two never say nearly the same words together, and
 * the message appearing moves nothing under it (issue 57: a short password's message
 * pushed "A freelance translator" away as it was clicked). A field without a hint shows
 * its error under the control.
 */
function Field({
  label,
  hint,
  echo,
  error,
  count,
  className,
  control,
}: {
  label: string;
  hint: string | undefined;
  echo?: string | undefined;
  error: string | undefined;
  count: string | null;
  className: string;
  control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }) => ReactNode;
}) {
  const id = useId();
  // What the value reads back stays beside an error: it is what the member needs to correct a date.
  const described =
    [error ? `${id}-error` : hint ? `${id}-hint` : '', echo ? `${id}-echo` : ''].filter(Boolean).join(' ') || undefined;
  const errorText = (className: string) => (
    <p id={`${id}-error`} className={className} role="alert">
      {error}
    </p>
  );
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {control({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
        className: `rounded-card border bg-surface px-3 py-2 text-base text-fg ${error ? 'border-danger' : 'border-line-strong'}`,
      })}
      {(hint || echo || count) && (
        <div className="flex items-start gap-2 text-xs text-muted">
          {(hint || echo) && (
            <div className="flex flex-1 flex-col gap-0.5">
              {hint && (
                <div className="grid">
                  <p id={`${id}-hint`} className={`[grid-area:1/1] ${error ? 'invisible' : ''}`}>
                    {hint}
                  </p>
                  {error && errorText('[grid-area:1/1] font-medium text-danger')}
                </div>
              )}
              {echo && <p id={`${id}-echo`}>{echo}</p>}
            </div>
          )}
          {count && (
            <span className="ms-auto tabular-nums" aria-hidden="true">
              {count}
            </span>
          )}
        </div>
      )}
      {error && !hint && errorText('text-sm text-danger')}
    </div>
  );
}

const counter = (value: unknown, max: number | undefined) =>
  typeof value === 'string' && max ? `${value.length}/${max}` : null;

type Labelled = { label: string; hint?: string; error?: string | undefined };

export function TextField({
  label,
  hint,
  error,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Labelled) {
  if (input.type === 'date')
    return <DateField label={label} hint={hint} error={error} className={className} {...input} />;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      count={counter(input.value, input.maxLength)}
      className={className}
      control={(props) => <input {...input} {...props} />}
    />
  );
}

/**
 * A date field with the chosen date written out in the page's language under it: the browser shows
 * the date in its own format (12/03/2026 in an American browser on a Hebrew page), which a member can
 * read as March or December.
 */
function DateField({ label, hint, error, className = '', ...input }: InputHTMLAttributes<HTMLInputElement> & Labelled) {
  const locale = useLocale();
  const [typed, setTyped] = useState(String(input.defaultValue ?? ''));
  const value = input.value === undefined ? typed : String(input.value);
  const inWords = /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatLongDate(value, locale) : undefined;
  return (
    <Field
      label={label}
      hint={hint}
      echo={inWords}
      error={error}
      count={null}
      className={className}
      control={(props) => (
        <input
          {...input}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            input.onChange?.(event);
          }}
          {...props}
        />
      )}
    />
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      count={counter(textarea.value, textarea.maxLength)}
      className={className}
      control={(props) => <textarea {...textarea} {...props} />}
    />
  );
}

/**
 * A file picker in the member's language: the browser's own button and "No file chosen" speak the
 * browser's language, not the one the member chose for Wordhive. The native input stays in the tab
 * order, visually hidden and named by the field's label; the visible button and the chosen file's
 * name are a second label for it, so a click on either opens the picker.
 */
export function FileField({
  label,
  hint,
  error,
  className = '',
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & Labelled) {
  const t = useT();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      count={null}
      className={className}
      control={({ className: _boxed, ...props }) => (
        <label htmlFor={props.id} className="flex cursor-pointer flex-wrap items-center gap-3 text-sm">
          <input
            {...input}
            {...props}
            type="file"
            className="peer sr-only"
            onChange={(e) => {
              setChosen(e.target.files?.[0]?.name ?? null);
              onChange?.(e);
            }}
          />
          <span
            aria-hidden="true"
            className="rounded-card border border-line-strong bg-surface px-3 py-1.5 font-semibold text-fg hover:bg-surface-2 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--wh-focus)]"
          >
            {t.common.chooseFile}
          </span>
          <span aria-hidden="true" dir="auto" className="min-w-0 break-all text-muted">
            {chosen ?? t.common.noFileChosen}
          </span>
        </label>
      )}
    />
  );
}
