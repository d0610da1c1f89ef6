import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PromoEntryFlow } from '../../app';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { TextField } from '../../ui/text-field';
import { useErrorText } from '../errors/use-error-text';
import { bonusName } from './bonus-names';

/** A deposit promo code: the field, its translated refusal, and what the redeemed code gives. */
export function PromoCodeForm({ promo }: { promo: PromoEntryFlow }) {
  const { t, i18n } = useLingui();
  const text = useErrorText();
  const [code, setCode] = useState('');
  const errors = text.fields(promo.failure, ['code'] as const);
  const redemption = promo.redemption;
  const redeemedName = redemption ? bonusName(i18n, redemption.name) : '';
  const redeemedCode = redemption?.code ?? '';
  return (
    <form
      aria-label={t`Promo code`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        promo.submit(code);
      }}
    >
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-48 flex-1">
          <TextField
            label={t`Promo code`}
            value={code}
            onChange={(value) => {
              setCode(value);
              promo.edit();
            }}
            error={errors.code}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
          />
        </div>
        <Button type="submit" className="sm:mt-6" busy={promo.busy} disabled={code.trim() === ''}>
          <Trans>Activate</Trans>
        </Button>
      </div>
      <FormError message={errors.form} />
      {redemption && (
        <p role="status" className="rounded-xl bg-jade-500/10 px-3.5 py-2.5 text-sm text-jade-400">
          {redemption.status === 'credited' ? (
            <Trans>
              Promo code {redeemedCode} is activated: {redeemedName} is in your bonus balance.
            </Trans>
          ) : (
            <Trans>
              Promo code {redeemedCode} is activated: your next deposit earns {redeemedName}.
            </Trans>
          )}
        </p>
      )}
    </form>
  );
}
