import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { LOCALES, type Locale } from '../../contract/constants';
import type { ProfileSettings } from '../../contract/profile';
import { LOCALE_LABELS } from '../../i18n/names';
import { FormError, type FormErrors } from '../form-error';
import { SelectField } from '../select-field';
import { Toggle } from '../toggle';

export interface SettingsValues {
  locale: Locale;
  timezone: string;
  is_avatar_hidden: boolean;
  is_statistics_hidden: boolean;
}

export interface SettingsFormProps {
  values: SettingsValues;
  /** Each control saves on its own: one of {locale}, {timezone}, {is_avatar_hidden}, {is_statistics_hidden}. */
  onSubmit: (setting: ProfileSettings) => void;
  busy: boolean;
  errors: FormErrors<keyof SettingsValues>;
}

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** Profile settings: language, time zone and two privacy switches. */
export function SettingsForm({ values, onSubmit, busy, errors }: SettingsFormProps) {
  const { t, i18n } = useLingui();
  const zones = useMemo(() => timeZones(values.timezone), [values.timezone]);
  return (
    <div className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <SelectField
        label={t`Language`}
        name="locale"
        value={values.locale}
        disabled={busy}
        onChange={(locale) => onSubmit({ locale })}
        error={errors.locale}
        options={LOCALES.map((l) => ({ value: l, label: i18n._(LOCALE_LABELS[l]) }))}
      />
      <SelectField
        label={t`Time zone`}
        name="timezone"
        value={values.timezone}
        disabled={busy}
        onChange={(timezone) => onSubmit({ timezone })}
        error={errors.timezone}
        options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
      />
      <Toggle
        label={t`Hide my avatar`}
        description={t`Other players will not see your picture.`}
        checked={values.is_avatar_hidden}
        disabled={busy}
        onChange={(is_avatar_hidden) => onSubmit({ is_avatar_hidden })}
      />
      <Toggle
        label={t`Hide my statistics`}
        description={t`Other players will not see your bets and wins.`}
        checked={values.is_statistics_hidden}
        disabled={busy}
        onChange={(is_statistics_hidden) => onSubmit({ is_statistics_hidden })}
      />
      <FormError message={errors.form ?? errors.is_avatar_hidden ?? errors.is_statistics_hidden} />
    </div>
  );
}
