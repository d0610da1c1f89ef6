import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 shadow-lg shadow-gold-500/20 hover:brightness-110',
  secondary: 'bg-night-700 text-slate-100 hover:bg-night-600',
  ghost: 'bg-transparent text-slate-300 hover:bg-night-800 hover:text-white',
  danger: 'bg-rose-600 text-white hover:bg-rose-500',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  block?: boolean;
}

/** The one button of the app. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy,
  block,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cx(
        'inline-flex items-center justify-center gap-2 rounded-xl whitespace-nowrap font-semibold transition disabled:cursor-not-allowed disabled:opacity-60',
        size === 'sm' && 'h-9 px-3 text-sm',
        size === 'md' && 'h-11 px-5 text-sm',
        size === 'lg' && 'h-13 px-6 text-base',
        block && 'w-full',
        VARIANTS[variant],
        className,
      )}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}
