import { useLingui } from '@lingui/react/macro';
import { MaskInput } from 'maska';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { FieldShell, inputClass } from './field-shell';
import { PHONE_COUNTRIES, PHONE_MASKS, maskPlaceholder, type PhoneCountry } from './phone-masks';

export interface PhoneFieldProps {
  label: ReactNode;
  /** The masked value, e.g. `+7 (912) 345 67 89`. */
  value: string;
  onChange: (value: string) => void;
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  error?: string | undefined;
  name?: string;
}

/** A phone input masked with maska by country (SPEC §5). */
export function PhoneField({
  label,
  value,
  onChange,
  country,
  onCountryChange,
  error,
  name = 'phone',
}: PhoneFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // maska writes the masked text into the input itself, which hides the change from React's onChange;
  // its onMaska callback is what reports the new value.
  const report = useEffectEvent((masked: string) => onChange(masked));
  useEffect(() => {
    if (!input.current) return;
    const mask = new MaskInput(input.current, {
      mask: PHONE_MASKS[country],
      eager: true,
      onMaska: (d) => report(d.masked),
    });
    return () => mask.destroy();
  }, [country]);

  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="flex gap-2">
        <select
          aria-label={t`Country code`}
          value={country}
          onChange={(e) => {
            onChange('');
            onCountryChange(e.target.value as PhoneCountry);
          }}
          className={`${inputClass} w-28 shrink-0 px-2`}
        >
          {PHONE_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {c.toUpperCase()} {PHONE_MASKS[c].split(' ')[0]}
            </option>
          ))}
        </select>
        <input
          ref={input}
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          data-maska={PHONE_MASKS[country]}
          placeholder={maskPlaceholder(country)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
      </div>
    </FieldShell>
  );
}
