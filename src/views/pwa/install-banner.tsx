import { Trans, useLingui } from '@lingui/react/macro';
import { selectInstallOffered, useAppEvents, useAppSelector } from '../../app';
import { Button } from '../../ui/button';

/**
 * The install prompt (SPEC §2): a strip under the header once the browser can install the site. "Install" opens the
 * browser's dialog; "Don't show again" dismisses it for good on this device.
 */
export function InstallBanner() {
  const { t } = useLingui();
  const offered = useAppSelector(selectInstallOffered);
  const app = useAppEvents();
  if (!offered) return null;
  return (
    <aside aria-label={t`Install the app`} className="border-b border-night-800 bg-night-900 px-4 py-3">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <img src="/icons/icon-192.png" alt="" width={40} height={40} className="size-10 rounded-xl" />
        <p className="min-w-0 flex-1 text-sm text-slate-200">
          <Trans>Install the RoyalSpin app: it opens from your home screen, full screen and faster.</Trans>
        </p>
        <div className="flex gap-2">
          <Button size="sm" onClick={app.installApp}>
            <Trans>Install</Trans>
          </Button>
          <Button size="sm" variant="secondary" onClick={app.dismissInstall}>
            <Trans>Don’t show again</Trans>
          </Button>
        </div>
      </div>
    </aside>
  );
}
