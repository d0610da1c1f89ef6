import { Trans, useLingui } from '@lingui/react/macro';
import type { BetRoundFlow } from '../../../app';
import type { Currency, Locale } from '../../../contract/constants';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/button';
import { BetFailure } from '../kit/bet-failure';
import { GuestPrompt } from '../kit/guest-prompt';
import { ShortcutsHelp } from '../kit/shortcuts-help';
import { SoundToggle } from '../kit/sound-toggle';
import { StakeInput } from '../kit/stake-input';
import { useStakeProblemText } from '../kit/stake-problem';
import { useBetShortcuts } from '../kit/use-bet-shortcuts';
import type { GameSound } from '../kit/use-game-sound';
import type { StakeField } from '../kit/use-stake';

/** One stack of chips as the slip lists it. */
export type ChipLine = { key: string; label: string; amount: number };

export interface RouletteSlipProps {
  /** The value of the next chip put on the table, with ½, ×2, min and max. */
  chip: StakeField;
  round: BetRoundFlow;
  sound: GameSound;
  isGuest: boolean;
  currency: Currency;
  lines: readonly ChipLine[];
  total: number;
  /** The spin's parameters when the chips can be bet, null otherwise (the button is off). */
  params: unknown;
  /** Why the chips on the table cannot be bet, in words. */
  problem: string | undefined;
  onUndo: () => void;
  onClear: () => void;
}

/**
 * The slip of a roulette spin: the chip value, the chips on the table with their total (the spin's stake), undo
 * and clear, the spin button (Space or Enter anywhere), the failure with a retry, sound and shortcuts.
 */
export function RouletteSlip(props: RouletteSlipProps) {
  const { chip, round, sound, isGuest, currency, lines, total, params, problem, onUndo, onClear } = props;
  const { t, i18n } = useLingui();
  const problemText = useStakeProblemText();
  const money = (amount: number) => formatMoney(amount, currency, i18n.locale as Locale);
  const canBet = !isGuest && !round.busy && params !== null;
  const spin = () => {
    if (canBet) round.place(total, params);
  };
  useBetShortcuts({ bet: spin, half: chip.half, double: chip.double }, !isGuest);
  const totalText = money(total);
  return (
    <form
      aria-label={t`Bet slip`}
      className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        spin();
      }}
    >
      <div className="flex items-center justify-end gap-2">
        <SoundToggle sound={sound} />
        <ShortcutsHelp />
      </div>
      <StakeInput
        label={<Trans>Chip value</Trans>}
        value={chip.text}
        onChange={chip.setText}
        bounds={chip.bounds}
        error={chip.check.ok ? undefined : problemText(chip.check.problem, chip.bounds)}
        disabled={round.busy}
      />
      <div className="flex flex-col gap-2 rounded-2xl bg-night-800 p-3">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm text-slate-300">
            <Trans>
              Total bet: <output className="font-bold text-white tabular-nums">{totalText}</output>
            </Trans>
          </p>
          <div className="flex gap-1.5">
            <Button
              variant="secondary"
              size="sm"
              onClick={onUndo}
              disabled={lines.length === 0 || round.busy}
            >
              <Trans>Undo</Trans>
            </Button>
            <Button variant="ghost" size="sm" onClick={onClear} disabled={lines.length === 0 || round.busy}>
              <Trans>Clear</Trans>
            </Button>
          </div>
        </div>
        {lines.length > 0 && (
          <ul aria-label={t`Your chips`} className="max-h-32 overflow-y-auto text-xs text-slate-400">
            {lines.map((line) => (
              <li key={line.key} className="flex justify-between gap-2 py-0.5">
                <span>{line.label}</span>
                <span className="tabular-nums text-slate-200">{money(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
        {problem && <p className="text-sm text-amber-300">{problem}</p>}
      </div>
      {isGuest ? (
        <GuestPrompt />
      ) : (
        <>
          <Button
            type="submit"
            size="lg"
            block
            busy={round.busy}
            disabled={!canBet}
            aria-keyshortcuts="Space Enter"
          >
            <Trans>Spin</Trans>
          </Button>
          <BetFailure failure={round.failure} onRetry={round.retry} />
        </>
      )}
    </form>
  );
}
