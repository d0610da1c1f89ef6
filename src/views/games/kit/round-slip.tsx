import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RoundGame, SteppedRoundFlow } from '../../../app';
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

export interface RoundSlipProps {
  stake: StakeField;
  round: Pick<SteppedRoundFlow<RoundGame>, 'start' | 'step' | 'busy' | 'failure'>;
  sound: GameSound;
  /** The game's parameters when they can be bet, null otherwise (the bet button is off). */
  params: unknown;
  /** A guest sees the log-in prompt instead of the bet button. */
  isGuest: boolean;
  /** What a cash-out pays now, formatted; null while the round cannot be cashed out yet. */
  cashOut: string | null;
  onCashOut(): void;
  /** The game's own parameters (the mine count), under the amount; locked while a round is open. */
  children?: ReactNode;
}

/** A round is open: it is played or a move of it is on its way. */
export const isRoundOpen = (step: RoundSlipProps['round']['step']) => step === 'playing' || step === 'moving';

/**
 * The bet slip of a game played in steps: the amount (½, ×2, min, max) and the game's parameters, locked while a
 * round is open; the bet button that opens a round, or, while one is open, the cash-out button with what it
 * pays. Space or Enter presses whichever is shown. A refused bet or move is explained here; a guest is asked to
 * log in or sign up.
 */
export function RoundSlip({
  stake,
  round,
  sound,
  params,
  isGuest,
  cashOut,
  onCashOut,
  children,
}: RoundSlipProps) {
  const { t } = useLingui();
  const problemText = useStakeProblemText();
  const open = isRoundOpen(round.step);
  const canStart = !isGuest && !open && !round.busy && stake.check.ok && params !== null;
  const canCashOut = open && !round.busy && cashOut !== null;
  const press = () => {
    if (canCashOut) onCashOut();
    else if (canStart && stake.check.ok) round.start(stake.check.amount, params);
  };
  useBetShortcuts(
    {
      bet: press,
      half: () => {
        if (!open) stake.half();
      },
      double: () => {
        if (!open) stake.double();
      },
    },
    !isGuest,
  );
  return (
    <form
      aria-label={t`Bet slip`}
      className="flex flex-col gap-4 rounded-3xl bg-night-900 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        press();
      }}
    >
      <div className="flex items-center justify-end gap-2">
        <SoundToggle sound={sound} />
        <ShortcutsHelp />
      </div>
      <fieldset disabled={open} className="flex flex-col gap-4">
        <StakeInput
          value={stake.text}
          onChange={stake.setText}
          bounds={stake.bounds}
          error={stake.check.ok || open ? undefined : problemText(stake.check.problem, stake.bounds)}
          disabled={open}
        />
        {children}
      </fieldset>
      {isGuest ? (
        <GuestPrompt />
      ) : (
        <>
          {open ? (
            <Button
              type="submit"
              size="lg"
              block
              busy={round.step === 'moving'}
              disabled={!canCashOut}
              aria-keyshortcuts="Space Enter"
            >
              {cashOut === null ? <Trans>Cash out</Trans> : <Trans>Cash out {cashOut}</Trans>}
            </Button>
          ) : (
            <Button
              type="submit"
              size="lg"
              block
              busy={round.busy}
              disabled={!canStart}
              aria-keyshortcuts="Space Enter"
            >
              <Trans>Bet</Trans>
            </Button>
          )}
          <BetFailure failure={round.failure} />
        </>
      )}
    </form>
  );
}
