import { useLingui } from '@lingui/react/macro';
import { MINER_MAX_MINES, MINER_MIN_MINES, MINER_TILES } from '../../../contract/games/miner';
import { SelectField } from '../../../ui/select-field';

const COUNTS = Array.from({ length: MINER_MAX_MINES - MINER_MIN_MINES + 1 }, (_, i) =>
  String(MINER_MIN_MINES + i),
);

/** How many mines the grid hides, 1–24: more mines, fewer gems, higher multipliers. */
export function MineCountPicker({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (mines: number) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const gems = MINER_TILES - value;
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        label={t`Mines`}
        value={String(value)}
        options={COUNTS.map((count) => ({ value: count, label: count }))}
        onChange={(count) => onChange(Number(count))}
        disabled={disabled}
      />
      <p className="text-xs text-slate-400">{t`Gems: ${gems}`}</p>
    </div>
  );
}
