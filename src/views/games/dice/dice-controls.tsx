import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Locale } from '../../../contract/constants';
import { DICE_TARGET_RANGE, type DiceDirection } from '../../../contract/games/dice';
import { inputClass } from '../../../ui/field-shell';
import { Tabs } from '../../../ui/tabs';
import { cx } from '../../../ui/cx';
import { formatDiceQuote } from '../kit/format';
import { Readout } from '../kit/readout';

export interface DiceControlsProps {
  direction: DiceDirection;
  onDirection: (direction: DiceDirection) => void;
  /** The target as typed. */
  targetText: string;
  onTargetText: (text: string) => void;
  /** What the target pays and how likely it is; null while the typed target cannot be bet. */
  quote: { chancePercent: number; multiplier: number } | null;
  /** Why the typed target cannot be bet, translated. */
  error?: string | undefined;
  disabled?: boolean;
}

/** Roll over or under, the target (slider and field), and the win chance and multiplier it gives. */
export function DiceControls({
  direction,
  onDirection,
  targetText,
  onTargetText,
  quote,
  error,
  disabled,
}: DiceControlsProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const shown = quote ? formatDiceQuote(quote, locale) : null;
  const id = useId();
  const { min, max } = DICE_TARGET_RANGE[direction];
  const typed = Number(targetText.replace(',', '.'));
  const slider = Number.isFinite(typed) ? Math.min(max, Math.max(min, typed)) : min;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4">
      <legend className="sr-only">{t`Dice target`}</legend>
      <Tabs
        label={t`Roll direction`}
        value={direction}
        options={[
          { value: 'over', label: t`Roll over` },
          { value: 'under', label: t`Roll under` },
        ]}
        onChange={onDirection}
      />
      <input
        type="range"
        aria-label={t`Target`}
        min={min}
        max={max}
        step={0.01}
        value={slider}
        onChange={(e) => onTargetText(e.target.value)}
        className="w-full accent-gold-400"
      />
      <div className="grid grid-cols-3 gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="text-xs text-slate-400">
            {direction === 'over' ? t`Roll over` : t`Roll under`}
          </label>
          <input
            id={id}
            value={targetText}
            onChange={(e) => onTargetText(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cx(inputClass, 'h-10 tabular-nums')}
          />
        </div>
        <Readout label={t`Win chance`} value={shown?.chance ?? '—'} />
        <Readout label={t`Multiplier`} value={shown?.multiplier ?? '—'} />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
