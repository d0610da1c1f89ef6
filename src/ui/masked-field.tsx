import { MaskInput } from 'maska';
import { useEffect, useEffectEvent, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, inputClass } from './field-shell';

export interface MaskedFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> {
  label: ReactNode;
  /** A maska mask: # digit, @ letter, * alphanumeric (SPEC §5). */
  mask: string;
  /** The masked value, e.g. `4276 1234 5678 9012`. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled text input that maska keeps in the shape of its mask (card numbers and the like). */
export function MaskedField({ label, mask, value, onChange, error, hint, ...rest }: MaskedFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // maska writes the masked text into the input itself, which hides the change from React's onChange;
  // its onMaska callback is what reports the new value.
  const report = useEffectEvent((masked: string) => onChange(masked));
  useEffect(() => {
    if (!input.current) return;
    const maskInput = new MaskInput(input.current, { mask, eager: true, onMaska: (d) => report(d.masked) });
    return () => maskInput.destroy();
  }, [mask]);

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        ref={input}
        id={id}
        data-maska={mask}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...rest}
      />
    </FieldShell>
  );
}
