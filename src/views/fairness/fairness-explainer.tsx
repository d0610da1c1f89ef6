import { Trans, useLingui } from '@lingui/react/macro';

const code = 'rounded bg-night-800 px-1 font-mono text-[0.85em] text-slate-100';

/** How provable fairness works, in plain words: the page's own documentation, linked to from the verifier. */
export function FairnessExplainer() {
  const { t } = useLingui();
  return (
    <section
      id="how-it-works"
      aria-label={t`How provable fairness works`}
      className="flex scroll-mt-20 flex-col gap-4 rounded-3xl border border-night-700 p-4 text-slate-300 sm:p-6"
    >
      <h2 className="text-lg font-bold text-white">
        <Trans>How provable fairness works</Trans>
      </h2>
      <ol className="flex list-decimal flex-col gap-3 pl-5">
        <li>
          <Trans>
            Before you bet, we draw a random server seed and show you its SHA-256 hash. The hash is our
            commitment: we cannot change the seed afterwards without the hash giving it away.
          </Trans>
        </li>
        <li>
          <Trans>
            The client seed is yours. Change it whenever you like, so we cannot know in advance what it will
            be.
          </Trans>
        </li>
        <li>
          <Trans>
            Every bet with a seed pair gets the next nonce: 0 for the first bet, then 1, 2 and so on.
          </Trans>
        </li>
        <li>
          <Trans>
            The outcome comes from HMAC-SHA256 keyed with the server seed over the message{' '}
            <code className={code}>client seed:nonce:round</code>. Round 0 gives 32 bytes; a game that needs
            more reads round 1, and so on.
          </Trans>
        </li>
        <li>
          <Trans>
            Every 4 bytes make one number. A number in a range is drawn by rejection sampling: a value that
            would make some results likelier than others is thrown away and the next 4 bytes are read, so
            every result has exactly the same chance.
          </Trans>
        </li>
        <li>
          <Trans>
            Several different numbers (the keno draw) come from a Fisher–Yates shuffle, so no number can be
            drawn twice.
          </Trans>
        </li>
        <li>
          <Trans>
            When you rotate your seed pair, we reveal the old server seed. Check that its SHA-256 is the hash
            you were shown, and recompute any of its bets with the verifier: your browser does it by itself,
            without asking our server.
          </Trans>
        </li>
      </ol>
      <h3 className="font-semibold text-white">
        <Trans>What each game reads</Trans>
      </h3>
      <ul className="flex list-disc flex-col gap-2 pl-5">
        <li>
          <Trans>
            Dice: a whole number from 0 to 10,000, divided by 100, is the roll from 0.00 to 100.00.
          </Trans>
        </li>
        <li>
          <Trans>Coinflip: a number from 0 to 1; 0 is heads, 1 is tails.</Trans>
        </li>
        <li>
          <Trans>Keno: 10 of the numbers 1 to 40, in the order drawn.</Trans>
        </li>
        <li>
          <Trans>Roulette: the pocket, a number from 0 to 36.</Trans>
        </li>
        <li>
          <Trans>
            Wheel of fortune: the segment the wheel stops on, counted from the first segment of the wheel.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
