import { Trans } from '@lingui/react/macro';
import type { Currency } from '../../../contract/constants';

/** A game the operator has turned off in the player's currency. */
export function GameUnavailable({ currency }: { currency: Currency }) {
  return (
    <section
      aria-labelledby="game-unavailable"
      className="flex flex-col items-center gap-2 rounded-3xl border border-night-700 bg-night-900/60 px-6 py-12 text-center"
    >
      <h2 id="game-unavailable" className="text-lg font-bold text-white">
        <Trans>This game is not available right now</Trans>
      </h2>
      <p className="max-w-md text-sm text-slate-400">
        <Trans>
          It cannot be played in {currency} at the moment. Please try another game or come back later.
        </Trans>
      </p>
    </section>
  );
}
