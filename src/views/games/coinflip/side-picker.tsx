import { useLingui } from '@lingui/react/macro';
import type { CoinSide } from '../../../contract/games/coinflip';
import { cx } from '../../../ui/cx';
import { useSideName } from './side-name';

/** The call: heads or tails, as two pressed/unpressed buttons. */
export function SidePicker({
  value,
  onChange,
  disabled,
}: {
  value: CoinSide;
  onChange: (side: CoinSide) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const sideName = useSideName();
  return (
    <div role="group" aria-label={t`Your call`} className="grid grid-cols-2 gap-2">
      {(['heads', 'tails'] as const).map((side) => (
        <button
          key={side}
          type="button"
          aria-pressed={value === side}
          disabled={disabled}
          onClick={() => onChange(side)}
          className={cx(
            'h-12 rounded-xl text-sm font-bold transition disabled:opacity-60',
            value === side ? 'bg-gold-400 text-night-950' : 'bg-night-800 text-slate-200 hover:bg-night-700',
          )}
        >
          {sideName(side)}
        </button>
      ))}
    </div>
  );
}
