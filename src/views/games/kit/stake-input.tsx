import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { CURRENCY_SYMBOLS } from '../../../contract/constants';
import { inputClass } from '../../../ui/field-shell';
import { cx } from '../../../ui/cx';
import { doubleStake, halfStake, maximumStake, minimumStake, type StakeBounds } from './stake';

export interface StakeInputProps {
  value: string;
  onChange: (value: string) => void;
  bounds: StakeBounds;
  /** Why the typed stake cannot be bet, in words; absent when it can. */
  error?: string | undefined;
  disabled?: boolean;
  /** The field's name; "Bet amount" unless the game stakes something else (a roulette chip). */
  label?: ReactNode;
}

const quick =
  'h-9 rounded-lg bg-night-700 px-2 text-sm font-semibold text-slate-100 transition hover:bg-night-600 disabled:opacity-50';

/** The bet amount: typed, or set with ½, ×2, min and max (held to the limits and the balance). */
export function StakeInput({ value, onChange, bounds, error, disabled, label }: StakeInputProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label ?? <Trans>Bet amount</Trans>}
      </label>
      <div className="relative">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(inputClass, 'pr-10 tabular-nums')}
        />
        <span aria-hidden className="absolute inset-y-0 right-3.5 grid place-items-center text-slate-400">
          {CURRENCY_SYMBOLS[bounds.currency]}
        </span>
      </div>
      <div className="grid grid-cols-4 gap-1.5">
        <button
          type="button"
          className={quick}
          disabled={disabled}
          aria-keyshortcuts="H"
          onClick={() => onChange(halfStake(value, bounds))}
        >
          <span aria-hidden>½</span>
          <span className="sr-only">{t`Halve the bet`}</span>
        </button>
        <button
          type="button"
          className={quick}
          disabled={disabled}
          aria-keyshortcuts="D"
          onClick={() => onChange(doubleStake(value, bounds))}
        >
          <span aria-hidden>×2</span>
          <span className="sr-only">{t`Double the bet`}</span>
        </button>
        <button
          type="button"
          className={quick}
          disabled={disabled}
          onClick={() => onChange(minimumStake(bounds))}
        >
          <span aria-hidden>
            <Trans>Min</Trans>
          </span>
          <span className="sr-only">{t`Minimum bet`}</span>
        </button>
        <button
          type="button"
          className={quick}
          disabled={disabled}
          onClick={() => onChange(maximumStake(bounds))}
        >
          <span aria-hidden>
            <Trans>Max</Trans>
          </span>
          <span className="sr-only">{t`Maximum bet`}</span>
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      )}
    </div>
  );
}
