import { useLingui } from '@lingui/react/macro';
import { Tabs } from '../../../ui/tabs';

/** Betting by hand, or by autobet. */
export type BetMode = 'manual' | 'auto';

/** The switch between manual bets and autobet (locked while a run goes). */
export function ModeTabs({
  value,
  onChange,
  disabled,
}: {
  value: BetMode;
  onChange: (mode: BetMode) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <fieldset disabled={disabled} className="min-w-40">
      <Tabs
        label={t`Bet mode`}
        value={value}
        options={[
          { value: 'manual', label: t`Manual` },
          { value: 'auto', label: t`Auto` },
        ]}
        onChange={onChange}
      />
    </fieldset>
  );
}
