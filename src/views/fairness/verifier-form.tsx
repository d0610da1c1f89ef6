import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { VERIFIABLE_GAMES, type VerificationForm, type VerificationProblem } from '../../app';
import type { HouseGame } from '../../contract/games/rtp';
import { Button } from '../../ui/button';
import { FieldShell, inputClass } from '../../ui/field-shell';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { HOUSE_GAME_NAMES } from '../games/house-game-names';
import { sampleParamsText } from './verifier-params';
import { useProblemText } from './problem-text';

export interface VerifierFormProps {
  /** The values to start with: a loaded bet's, or empty ones for a check by hand. */
  initial: VerificationForm;
  onVerify: (form: VerificationForm) => void;
  /** The field the last check was refused for. */
  problem: VerificationProblem | null;
  busy: boolean;
}

/** The verifier's fields: game, parameters (JSON), server seed, client seed, nonce and the commitment. */
export function VerifierForm({ initial, onVerify, problem, busy }: VerifierFormProps) {
  const { t, i18n } = useLingui();
  const paramsId = useId();
  const problemText = useProblemText();
  const [values, setValues] = useState(initial);
  const set = (key: keyof VerificationForm) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const error = (field: VerificationProblem) => (problem === field ? problemText(field) : undefined);
  return (
    <form
      noValidate
      aria-label={t`Verify a bet`}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onVerify(values);
      }}
    >
      <SelectField<HouseGame>
        label={t`Game`}
        name="game"
        value={values.game}
        // the sample of the new game replaces the old one's: parameters of another game cannot fit
        onChange={(game) => setValues((v) => ({ ...v, game, params: sampleParamsText(game) }))}
        options={VERIFIABLE_GAMES.map((g) => ({ value: g, label: i18n._(HOUSE_GAME_NAMES[g]) }))}
      />
      <FieldShell
        id={paramsId}
        label={t`Game parameters (JSON)`}
        error={error('params')}
        hint={<Trans>What the bet chose, as its history shows it.</Trans>}
      >
        <textarea
          id={paramsId}
          name="params"
          rows={3}
          spellCheck={false}
          value={values.params}
          onChange={(e) => set('params')(e.target.value)}
          aria-invalid={problem === 'params' || undefined}
          className={`${inputClass} h-auto py-2 font-mono text-sm`}
        />
      </FieldShell>
      <TextField
        label={t`Server seed (revealed)`}
        name="serverSeed"
        autoComplete="off"
        spellCheck={false}
        className={`${inputClass} font-mono text-sm`}
        value={values.serverSeed}
        onChange={set('serverSeed')}
        error={error('serverSeed')}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField
          label={t`Client seed`}
          name="clientSeed"
          autoComplete="off"
          spellCheck={false}
          value={values.clientSeed}
          onChange={set('clientSeed')}
          error={error('clientSeed')}
        />
        <TextField
          label={t`Nonce`}
          name="nonce"
          inputMode="numeric"
          value={values.nonce}
          onChange={set('nonce')}
          error={error('nonce')}
        />
      </div>
      <TextField
        label={t`Server seed hash shown before play (optional)`}
        name="commitment"
        autoComplete="off"
        spellCheck={false}
        className={`${inputClass} font-mono text-sm`}
        value={values.commitment}
        onChange={set('commitment')}
        error={error('commitment')}
      />
      <Button type="submit" busy={busy} className="self-start">
        <Trans>Verify</Trans>
      </Button>
    </form>
  );
}
