import type { ButtonHTMLAttributes } from 'react';
import type { LinkProps } from 'react-router';
import { Link } from './link.tsx';

const VARIANTS = {
  primary: 'bg-accent text-on-accent hover:brightness-95 border border-transparent',
  secondary: 'bg-surface text-fg border border-line hover:bg-surface-2',
  ghost: 'bg-transparent text-fg border border-transparent hover:bg-surface-2',
  /** For what cannot be undone. */
  danger: 'bg-surface text-danger border border-danger hover:bg-surface-2',
} as const;
type Variant = keyof typeof VARIANTS;

/**
 * Padding by size, as a prop rather than a class the caller adds: Tailwind orders its utilities by
 * value, not by where they are written, so a `px-3` given beside the default `px-4` never wins.
 * `sm` for buttons within a list or a card's toolbar.
 */
const SIZES = { md: 'px-4 py-2', sm: 'px-3 py-1.5' } as const;
type Size = keyof typeof SIZES;

const base =
  'inline-flex items-center justify-center gap-2 rounded-card text-sm font-semibold no-underline transition-colors duration-150 disabled:opacity-60 disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:cursor-wait';

/**
 * `busy`: what the button started is under way. The button says it is unavailable (aria-disabled) and a
 * click or a form's Enter does nothing until it is done, but it keeps the focus: a `disabled` button
 * drops it to the page's body, and a keyboard user would start again from the top of the page.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  busy = false,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size; busy?: boolean }) {
  return (
    <button
      type="button"
      className={`${base} ${SIZES[size]} ${VARIANTS[variant]} ${className}`}
      {...props}
      aria-disabled={busy || props['aria-disabled']}
      // A busy submit button's click is prevented too, which stops the form's submission.
      onClick={busy ? (event) => event.preventDefault() : onClick}
    />
  );
}

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className = '',
  ...props
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={`${base} ${SIZES[size]} ${VARIANTS[variant]} ${className}`} {...props} />;
}
