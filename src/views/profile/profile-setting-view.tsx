import { Trans } from '@lingui/react/macro';
import { SettingsForm, type SettingsFormProps } from '../../ui/profile/settings-form';

/** Profile → setting: language, time zone, privacy. */
export function ProfileSettingView(props: SettingsFormProps) {
  return (
    <section className="max-w-lg rounded-3xl border border-night-700 bg-night-900 p-5">
      <h2 className="mb-4 text-lg font-bold text-white">
        <Trans>Settings</Trans>
      </h2>
      <SettingsForm {...props} />
    </section>
  );
}
