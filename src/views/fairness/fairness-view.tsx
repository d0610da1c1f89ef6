import { Trans, useLingui } from '@lingui/react/macro';
import { selectUser, useAppSelector, useBetVerification, useModalEvents, useSeedRotation } from '../../app';
import { PlayModeProvider } from '../../app/demo/play-mode';
import { Button } from '../../ui/button';
import { Page, PageHeader } from '../../ui/page-header';
import { FairnessExplainer } from './fairness-explainer';
import { SeedPairSection } from './seed-pair-section';
import { VerifierSection } from './verifier-section';

/** A player's fairness tools: their seeds and the verifier, which can reveal a bet's seed by rotating the pair. */
function PlayerFairness({ betId }: { betId: number | null }) {
  const verification = useBetVerification(betId);
  const seeds = useSeedRotation(verification.seedsRotated);
  return (
    <>
      <SeedPairSection flow={seeds} />
      <VerifierSection
        verification={verification}
        reveal={{ onReveal: () => seeds.rotate(null), busy: seeds.busy }}
      />
    </>
  );
}

/**
 * A guest's fairness tools are those of their demo play: the demo seed pair, its rotation and the verifier, which
 * loads and checks demo bets as a player's; a note says so and leads to the real pair.
 */
function GuestFairness({ betId }: { betId: number | null }) {
  const { open } = useModalEvents();
  return (
    <PlayModeProvider>
      <section className="flex flex-col items-start gap-3 rounded-3xl bg-night-900/60 p-4 sm:p-6 lg:col-span-2">
        <h2 className="text-lg font-bold text-white">
          <Trans>Your demo seeds</Trans>
        </h2>
        <p className="text-sm text-slate-300">
          <Trans>
            These seeds decide your demo bets, and you can verify those bets here. Log in to see the seed pair
            of your real bets.
          </Trans>
        </p>
        <Button size="sm" onClick={() => open('Login')}>
          <Trans>Log in</Trans>
        </Button>
      </section>
      <PlayerFairness betId={betId} />
    </PlayModeProvider>
  );
}

/**
 * /fairness: provable fairness explained, the player's seed pairs with their rotation, and the verifier, filled
 * in with the bet of `?bet=<id>`.
 */
export function FairnessView({ betId }: { betId: number | null }) {
  const { t } = useLingui();
  const user = useAppSelector(selectUser);
  return (
    <Page>
      <PageHeader
        title={t`Provable fairness`}
        subtitle={t`Every bet in our own games can be checked: by you, in your browser.`}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {user ? <PlayerFairness key={user.id} betId={betId} /> : <GuestFairness betId={betId} />}
      </div>
      <div className="mt-6">
        <FairnessExplainer />
      </div>
    </Page>
  );
}
