import { useId, type ReactNode } from 'react';
import { FieldShell, inputClass } from './field-shell';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string> {
  label: ReactNode;
  name?: string;
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A labelled native select. */
export function SelectField<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
  error,
  disabled,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as V)}
          aria-invalid={error ? true : undefined}
          className={`${inputClass} appearance-none pr-10`}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-400"
          aria-hidden
        >
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </div>
    </FieldShell>
  );
}
