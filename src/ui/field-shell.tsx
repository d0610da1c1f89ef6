import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control and error text of one form field. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-slate-400">{hint}</p>
      ) : null}
    </div>
  );
}

/** Classes shared by text inputs and selects. */
export const inputClass =
  'h-11 w-full rounded-xl border border-night-600 bg-night-900 px-3.5 text-slate-100 placeholder:text-slate-500 transition focus:border-gold-400 focus:outline-none aria-[invalid=true]:border-rose-500';
