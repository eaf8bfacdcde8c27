/**
 * Form state validated by the same zod schema as the server: a field is checked
 * when the visitor leaves it, the whole form on submit, and server-side field
 * errors land next to their fields.
 */
import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** The schema's fields a person types: a yes-or-no (a checkbox) is kept by its form beside these. */
type TextFields<S extends z.ZodObject> = {
  [K in keyof z.input<S> & string]: NonNullable<z.input<S>[K]> extends boolean ? never : K;
}[keyof z.input<S> & string];

export function useZodForm<S extends z.ZodObject>(
  schema: S,
  initial: Record<TextFields<S>, string>,
  translate: (message: string) => string,
) {
  type Name = keyof typeof initial & string;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const errorsFor = (vals: typeof values): FieldErrors => {
    const result = schema.safeParse(vals);
    if (result.success) return {};
    const out: FieldErrors = {};
    for (const issue of result.error.issues) out[String(issue.path[0] ?? 'form')] ??= translate(issue.message);
    return out;
  };

  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      // Once a field shows an error, re-check it as the visitor fixes it.
      if (errors[name]) setErrors((prev) => withField(prev, name, errorsFor(next)[name]));
    },
    onBlur: () => {
      if (values[name] === '') return;
      afterPointerRelease(() => setErrors((prev) => withField(prev, name, errorsFor(values)[name])));
    },
  });

  const onSubmit = (handler: (data: z.output<S>) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const current = withTypedBeforeHydration(e.currentTarget, values);
    if (current !== values) setValues(current);
    const found = errorsFor(current);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await handler(schema.parse(current));
    } finally {
      setSubmitting(false);
    }
  };

  /** Back to the initial values, with no messages: after a form that stays on the page succeeded. */
  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError(null);
  };

  return { values, field, onSubmit, submitting, formError, setFormError, setErrors, reset };
}

/**
 * The values as the form's fields show them. What a visitor typed, or a password manager filled,
 * before the page's code arrived stays in the field when React takes the page over, but never
 * reached the form's state (React keeps the field's text on hydration and fires no change for it).
 */
function withTypedBeforeHydration<V extends Record<string, string>>(form: HTMLFormElement, values: V): V {
  let current = values;
  for (const name of Object.keys(values)) {
    const field = form.elements.namedItem(name);
    const typed =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (typed && field.value !== current[name]) current = { ...current, [name]: field.value };
  }
  return current;
}

/**
 * Runs `show` now, or, when the field lost its focus because a button of the pointer went down
 * elsewhere, once that click is over. A message shown as the mouse goes down moves what is under it,
 * and the click lands on its neighbour (issue 57: "A client…" chosen for "A freelance translator").
 */
let pointerDown = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  for (const end of ['pointerup', 'pointercancel'] as const)
    document.addEventListener(end, () => (pointerDown = false), true);
}
function afterPointerRelease(show: () => void) {
  if (!pointerDown) return show();
  // The click follows the pointer's release in the same task: a task queued then runs after it.
  const done = new AbortController();
  const release = () => {
    done.abort();
    setTimeout(show, 0);
  };
  document.addEventListener('pointerup', release, { capture: true, signal: done.signal });
  document.addEventListener('pointercancel', release, { capture: true, signal: done.signal });
}

function withField(errors: FieldErrors, name: string, message: string | undefined): FieldErrors {
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}
