import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { VerificationChecks } from '../../app';
import type { Bet } from '../../contract/games/bets';
import type { HouseGame } from '../../contract/games/rtp';
import { cx } from '../../ui/cx';
import { OutcomeWords } from './outcome-words';

export interface VerificationResultProps {
  /** What was checked: the game and parameters of the request. */
  game: HouseGame;
  params: unknown;
  outcome: unknown;
  /** SHA-256 of the server seed the check used. */
  hash: string;
  checks: VerificationChecks;
  /** The loaded bet the outcome was compared with, if any. */
  bet: Bet | null;
}

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className={cx('flex gap-2', ok ? 'text-jade-400' : 'text-rose-300')}>
      <span aria-hidden>{ok ? '✓' : '✗'}</span>
      <span>{children}</span>
    </li>
  );
}

/** What the browser recomputed, in words, and whether it agrees with the commitment and the recorded bet. */
export function VerificationResult({ game, params, outcome, hash, checks, bet }: VerificationResultProps) {
  const { t } = useLingui();
  const consistent = checks.commitment !== false && checks.outcome !== false;
  const compared = checks.commitment !== null || checks.outcome !== null;
  const betId = bet?.id;
  return (
    <section
      aria-label={t`Verification result`}
      className={cx(
        'flex flex-col gap-3 rounded-2xl border p-4',
        consistent ? 'border-jade-500/40 bg-jade-500/5' : 'border-rose-500/40 bg-rose-500/10',
      )}
    >
      <h3 className={cx('text-lg font-bold', consistent ? 'text-jade-400' : 'text-rose-300')}>
        {!consistent ? (
          <Trans>Something does not match</Trans>
        ) : compared ? (
          <Trans>Everything matches</Trans>
        ) : (
          <Trans>Recomputed</Trans>
        )}
      </h3>
      <p className="text-slate-200">
        <Trans>Recomputed in your browser:</Trans>{' '}
        <span data-testid="recomputed-outcome">
          <OutcomeWords game={game} outcome={outcome} params={params} />
        </span>
      </p>
      {checks.outcome === false && bet && (
        <p className="text-slate-300">
          <Trans>Recorded for bet #{betId}:</Trans>{' '}
          <OutcomeWords game={bet.game} outcome={bet.outcome} params={bet.params} />
        </p>
      )}
      <ul className="flex flex-col gap-1 text-sm">
        {checks.commitment !== null && (
          <Check ok={checks.commitment}>
            {checks.commitment ? (
              <Trans>The server seed hashes to the commitment shown before play.</Trans>
            ) : (
              <Trans>The server seed does not hash to the commitment shown before play.</Trans>
            )}
          </Check>
        )}
        {checks.outcome !== null && (
          <Check ok={checks.outcome}>
            {checks.outcome ? (
              <Trans>The outcome is the one recorded for bet #{betId}.</Trans>
            ) : (
              <Trans>The outcome differs from the one recorded for bet #{betId}.</Trans>
            )}
          </Check>
        )}
      </ul>
      {!compared && (
        <p className="text-sm text-slate-400">
          <Trans>Add the server seed hash shown before play to check the seed as well.</Trans>
        </p>
      )}
      <p className="text-xs text-slate-400">
        <Trans>SHA-256 of the server seed:</Trans> <code className="font-mono break-all">{hash}</code>
      </p>
    </section>
  );
}
