import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../contract/constants';
import { INSIDE_PLACEMENTS, rouletteBetMultiplier, type RouletteBet } from '../../../contract/games/roulette';
import { toNumber, type Ratio } from '../../../contract/games/ratio';
import { cx } from '../../../ui/cx';
import { formatMultiplier } from '../kit/format';
import { useRouletteNames } from './roulette-names';

/** One bet of each kind, to price the kind: every bet of a kind covers as many pockets. */
const KINDS: ReadonlyArray<{ bet: RouletteBet; even?: boolean }> = [
  { bet: { bet: 'straight', numbers: INSIDE_PLACEMENTS.straight[0]! } },
  { bet: { bet: 'split', numbers: INSIDE_PLACEMENTS.split[0]! } },
  { bet: { bet: 'street', numbers: INSIDE_PLACEMENTS.street[0]! } },
  { bet: { bet: 'trio', numbers: INSIDE_PLACEMENTS.trio[0]! } },
  { bet: { bet: 'corner', numbers: INSIDE_PLACEMENTS.corner[0]! } },
  { bet: { bet: 'firstFour', numbers: INSIDE_PLACEMENTS.firstFour[0]! } },
  { bet: { bet: 'line', numbers: INSIDE_PLACEMENTS.line[0]! } },
  { bet: { bet: 'dozen', dozen: 1 } },
  { bet: { bet: 'column', column: 1 } },
  { bet: { bet: 'red' }, even: true },
];

/** What a winning chip of each kind pays, stake included, at the game's RTP. */
export function RoulettePayouts({ rtp }: { rtp: Ratio }) {
  const { t, i18n } = useLingui();
  const names = useRouletteNames();
  const locale = i18n.locale as Locale;
  return (
    <section aria-label={t`Payouts`} className="rounded-2xl bg-night-800 px-3 py-2">
      <h3 className="pb-1 text-xs font-semibold text-slate-400">
        <Trans>A winning chip pays</Trans>
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm sm:grid-cols-3">
        {KINDS.map(({ bet, even }) => (
          <div key={bet.bet} className={cx('flex justify-between gap-2', even && 'col-span-full')}>
            <dt className="text-slate-400">
              {even ? t`Red, black, even, odd, 1–18, 19–36` : names.kind(bet.bet)}
            </dt>
            <dd className="font-semibold text-white tabular-nums">
              {formatMultiplier(toNumber(rouletteBetMultiplier(bet, rtp)), locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
