import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { BetRoundFlow } from '../../../app';
import { Button } from '../../../ui/button';
import { BetFailure } from './bet-failure';
import { GuestPrompt } from './guest-prompt';
import { ShortcutsHelp } from './shortcuts-help';
import { SoundToggle } from './sound-toggle';
import { StakeInput } from './stake-input';
import { useStakeProblemText } from './stake-problem';
import { useBetShortcuts } from './use-bet-shortcuts';
import type { GameSound } from './use-game-sound';
import type { StakeField } from './use-stake';

export interface BetSlipProps {
  stake: StakeField;
  round: BetRoundFlow;
  sound: GameSound;
  /** The game's parameters when they can be bet, null otherwise (the button is off). */
  params: unknown;
  /** A guest sees the log-in prompt instead of the bet button. */
  isGuest: boolean;
  /** Another flow bets now (autobet): nothing here can be changed. */
  locked?: boolean;
  /** Shown in place of the bet button (the autobet panel): Space, Enter and the form then place no manual bet. */
  children?: ReactNode;
  /** Above the amount, beside the sound switch (the manual/auto switch). */
  header?: ReactNode;
}

/**
 * The bet slip of a game settled at once: the amount with ½, ×2, min and max, the bet button (busy while the bet
 * is on its way; Space or Enter anywhere on the page), the failure with a retry, the sound switch and the
 * shortcut list. A guest is asked to log in or sign up instead.
 */
export function BetSlip({ stake, round, sound, params, isGuest, locked, children, header }: BetSlipProps) {
  const { t } = useLingui();
  const problemText = useStakeProblemText();
  const manual = children === undefined;
  const canBet = manual && !isGuest && !locked && !round.busy && stake.check.ok && params !== null;
  const bet = () => {
    if (canBet && stake.check.ok) round.place(stake.check.amount, params);
  };
  useBetShortcuts({ bet, half: stake.half, double: stake.double }, !isGuest && !locked);
  return (
    <form
      aria-label={t`Bet slip`}
      className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        bet();
      }}
    >
      <div className="flex items-center justify-between gap-2">
        {header ?? <span />}
        <div className="flex items-center gap-2">
          <SoundToggle sound={sound} />
          <ShortcutsHelp />
        </div>
      </div>
      <StakeInput
        value={stake.text}
        onChange={stake.setText}
        bounds={stake.bounds}
        error={stake.check.ok ? undefined : problemText(stake.check.problem, stake.bounds)}
        disabled={locked}
      />
      {children ??
        (isGuest ? (
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
              <Trans>Bet</Trans>
            </Button>
            <BetFailure failure={round.failure} onRetry={round.retry} />
          </>
        ))}
    </form>
  );
}
