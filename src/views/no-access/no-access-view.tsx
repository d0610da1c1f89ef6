import { Trans } from '@lingui/react/macro';
import { Icon } from '../../ui/icons';

/** /no-access: the region is blocked (HTTP 451). */
export function NoAccessView() {
  return (
    <section className="flex flex-col items-center gap-4 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-12 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-night-800 text-gold-400">
        <Icon name="globe" className="size-8" />
      </span>
      <h1 className="text-2xl font-extrabold text-white">
        <Trans>Access restricted</Trans>
      </h1>
      <p className="text-slate-400">
        <Trans>Unfortunately, our service is not available in your region.</Trans>
      </p>
    </section>
  );
}
