import { dateFormat } from '../../i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { SeedRotationFlow } from '../../app';
import { type Locale } from '../../contract/constants';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useErrorText } from '../errors/use-error-text';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-mono text-sm break-all text-slate-100">{children}</dd>
    </div>
  );
}

const CLIENT_SEED_FIELD = ['client_seed'] as const;

/**
 * The player's seed pairs: the active one (server seed as its hash, client seed, next nonce), the last revealed
 * one, and the rotation with an optional new client seed.
 */
export function SeedPairSection({ flow }: { flow: SeedRotationFlow }) {
  const { t, i18n } = useLingui();
  const text = useErrorText();
  const [clientSeed, setClientSeed] = useState('');
  const errors = text.fields(flow.step === 'rotateFailed' ? flow.failure : null, CLIENT_SEED_FIELD);
  const date = dateFormat(i18n.locale as Locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const { seeds } = flow;
  return (
    <section
      aria-label={t`Your seeds`}
      className="flex flex-col gap-5 rounded-3xl bg-night-900/60 p-4 sm:p-6"
    >
      <h2 className="text-lg font-bold text-white">
        <Trans>Your seeds</Trans>
      </h2>
      {flow.step === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
          <Spinner /> <Trans>Loading your seeds…</Trans>
        </p>
      )}
      {flow.step === 'loadFailed' && (
        <div className="flex flex-col items-start gap-3">
          <FormError message={text.code(flow.failure?.code ?? 'server_error')} />
          <Button variant="secondary" size="sm" onClick={flow.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {seeds && (
        <>
          <div role="group" aria-label={t`Active pair`} className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold text-slate-300">
              <Trans>Active pair</Trans>
            </h3>
            <dl className="flex flex-col gap-3">
              <Row label={<Trans>Server seed hash (SHA-256)</Trans>}>{seeds.active.server_seed_hash}</Row>
              <Row label={<Trans>Client seed</Trans>}>{seeds.active.client_seed}</Row>
              <Row label={<Trans>Nonce of your next bet</Trans>}>{seeds.active.nonce}</Row>
            </dl>
          </div>
          <form
            noValidate
            aria-label={t`Rotate seed pair`}
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              flow.rotate(clientSeed.trim() === '' ? null : clientSeed.trim());
            }}
          >
            <TextField
              label={t`New client seed (optional)`}
              name="client_seed"
              autoComplete="off"
              spellCheck={false}
              value={clientSeed}
              onChange={setClientSeed}
              error={errors.client_seed}
              hint={<Trans>Leave it empty to keep your client seed.</Trans>}
            />
            <FormError message={errors.form} />
            <Button type="submit" busy={flow.step === 'rotating'} className="self-start">
              <Trans>Rotate seed pair</Trans>
            </Button>
            {flow.step === 'rotated' && (
              <p role="status" className="text-sm text-jade-400">
                <Trans>Done: your previous server seed is revealed below and a new pair is in play.</Trans>
              </p>
            )}
          </form>
          <div role="group" aria-label={t`Previous pair`} className="flex flex-col gap-3">
            <h3 className="text-sm font-semibold text-slate-300">
              <Trans>Previous pair (revealed)</Trans>
            </h3>
            {seeds.previous ? (
              <dl className="flex flex-col gap-3">
                <Row label={<Trans>Server seed</Trans>}>{seeds.previous.server_seed}</Row>
                <Row label={<Trans>Server seed hash (SHA-256)</Trans>}>{seeds.previous.server_seed_hash}</Row>
                <Row label={<Trans>Client seed</Trans>}>{seeds.previous.client_seed}</Row>
                <Row label={<Trans>Bets played (nonces from 0)</Trans>}>{seeds.previous.bets}</Row>
                <Row label={<Trans>Revealed</Trans>}>
                  <time dateTime={seeds.previous.revealed_at}>
                    {date.format(new Date(seeds.previous.revealed_at))}
                  </time>
                </Row>
              </dl>
            ) : (
              <p className="text-sm text-slate-400">
                <Trans>No pair has been revealed yet: rotate to reveal the active server seed.</Trans>
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
