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

const base =
  'inline-flex items-center justify-center gap-2 rounded-card px-4 py-2 text-sm font-semibold no-underline transition-colors duration-150 disabled:opacity-60 disabled:cursor-not-allowed';

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={`${base} ${VARIANTS[variant]} ${className}`} {...props} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={`${base} ${VARIANTS[variant]} ${className}`} {...props} />;
}
