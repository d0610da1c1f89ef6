import { Trans, useLingui } from '@lingui/react/macro';
import { VERIFIABLE_GAMES, type BetVerificationFlow, type VerificationForm } from '../../app';
import type { Bet } from '../../contract/games/bets';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { Spinner } from '../../ui/spinner';
import { useErrorText } from '../errors/use-error-text';
import { HOUSE_GAME_NAMES } from '../games/house-game-names';
import { VerificationResult } from './verification-result';
import { VerifierForm } from './verifier-form';
import { sampleParamsText } from './verifier-params';

/** The form as a loaded bet fills it in (its server seed once revealed), or empty for a check by hand. */
function initialForm(bet: Bet | null, serverSeed: string | null): VerificationForm {
  if (!bet || !VERIFIABLE_GAMES.includes(bet.game)) {
    return {
      game: 'dice',
      params: sampleParamsText('dice'),
      serverSeed: '',
      clientSeed: '',
      nonce: '0',
      commitment: '',
    };
  }
  return {
    game: bet.game,
    params: JSON.stringify(bet.params),
    serverSeed: serverSeed ?? '',
    clientSeed: bet.client_seed,
    nonce: String(bet.nonce),
    commitment: bet.server_seed_hash,
  };
}

export interface VerifierSectionProps {
  verification: BetVerificationFlow;
  /** Offered while the loaded bet's server seed is still active: rotate the pair to reveal it (players only). */
  reveal?: { onReveal: () => void; busy: boolean };
}

/**
 * The verifier: the bet of the address loaded into the form (or a check by hand), recomputed in the browser and
 * compared with what the server recorded and committed to.
 */
export function VerifierSection({ verification, reveal }: VerifierSectionProps) {
  const { t, i18n } = useLingui();
  const text = useErrorText();
  const { step, bet, serverSeed, loadFailure, request, result, checks } = verification;
  const betId = bet?.id;
  // a loaded bet of a game the browser cannot recompute yet (miner, hilo, cases)
  const gameName = bet && !VERIFIABLE_GAMES.includes(bet.game) ? i18n._(HOUSE_GAME_NAMES[bet.game]) : null;
  return (
    <section aria-label={t`Verifier`} className="flex flex-col gap-4 rounded-3xl bg-night-900/60 p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold text-white">
          <Trans>Verify a bet</Trans>
        </h2>
        <a href="#how-it-works" className="text-sm text-gold-400 hover:underline">
          <Trans>How is it computed?</Trans>
        </a>
      </div>
      {step === 'loadingBet' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
          <Spinner /> <Trans>Loading the bet…</Trans>
        </p>
      )}
      {loadFailure && (
        <div className="flex flex-col items-start gap-3">
          <FormError message={text.code(loadFailure.code)} />
          <Button variant="secondary" size="sm" onClick={verification.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {gameName && (
        <p role="note" className="text-sm text-amber-300">
          <Trans>Bets of {gameName} cannot be verified here yet.</Trans>
        </p>
      )}
      {bet && serverSeed === null && (
        <div
          role="note"
          className="flex flex-col items-start gap-3 rounded-2xl bg-amber-400/10 p-4 text-sm text-amber-200"
        >
          <p>
            <Trans>
              Bet #{betId} was decided by the server seed still in play, so the seed is not shown yet. Rotate
              your seed pair to reveal it: it is filled in here at once.
            </Trans>
          </p>
          {reveal && (
            <Button size="sm" busy={reveal.busy} onClick={reveal.onReveal}>
              <Trans>Rotate and reveal</Trans>
            </Button>
          )}
        </div>
      )}
      {step !== 'loadingBet' && (
        <VerifierForm
          key={`${betId ?? 'by-hand'}:${serverSeed ?? ''}`}
          initial={initialForm(bet, serverSeed)}
          onVerify={verification.verify}
          problem={verification.problem}
          busy={step === 'verifying'}
        />
      )}
      <div aria-live="polite">
        {request && result && checks && (
          <VerificationResult
            game={request.game}
            params={request.params}
            outcome={result.outcome}
            hash={result.commitment}
            checks={checks}
            bet={bet}
          />
        )}
      </div>
    </section>
  );
}
