import type { ProfileSettings } from '../../contract/profile';
import { useForm } from '../../app';
import { useErrorText } from '../errors/use-error-text';
import { useFailureToast } from '../errors/use-failure-toast';
import { useSwitchLocale } from '../layout/use-switch-locale';
import { ProfileSettingView } from './profile-setting-view';
import { RequireUser } from './require-user';

const FIELDS = ['locale', 'timezone', 'is_avatar_hidden', 'is_statistics_hidden'] as const;

/** /profile/setting: language, time zone and privacy, each saved on its own. */
export function ProfileSettings() {
  const settings = useForm('settings');
  const text = useErrorText();
  const switchLocale = useSwitchLocale();
  useFailureToast(settings.failure);
  const save = (setting: ProfileSettings) => {
    settings.submit(setting);
    if ('locale' in setting) void switchLocale(setting.locale);
  };
  return (
    <RequireUser>
      {(user) => (
        <ProfileSettingView
          values={{
            locale: user.locale,
            timezone: user.timezone,
            is_avatar_hidden: user.is_avatar_hidden,
            is_statistics_hidden: user.is_statistics_hidden,
          }}
          onSubmit={save}
          busy={settings.busy}
          errors={text.fields(settings.failure, FIELDS)}
        />
      )}
    </RequireUser>
  );
}
