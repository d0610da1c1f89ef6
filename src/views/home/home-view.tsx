import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageMeta } from '../../ui/page-meta';
import { GameGrid } from '../games/game-grid';

const card =
  'flex flex-col gap-1 rounded-2xl border border-night-700 bg-night-900 p-5 transition hover:border-gold-400/50';

/** The home page: a full-width welcome banner, the in-house games and the main sections. */
export function HomeView() {
  const { t } = useLingui();
  return (
    <div>
      <PageMeta
        title={t`RoyalSpin: casino and sports betting`}
        description={t`In-house games with provably fair results, slots, live casino and sports betting in one account.`}
      />
      <section className="relative overflow-hidden border-b border-night-800 bg-[radial-gradient(ellipse_at_top_right,_#3b2a0a_0%,_#0b0e17_55%)]">
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-12 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-gold-400 uppercase">
            <Trans>Casino and sports betting</Trans>
          </p>
          <h1 className="max-w-2xl text-3xl font-black tracking-tight text-white sm:text-5xl">
            <Trans>Play, bet and win with RoyalSpin</Trans>
          </h1>
          <p className="max-w-xl text-slate-400">
            <Trans>
              In-house games with provably fair results, slots, live casino and sports betting in one account.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/{-$lang}/welcome-pack"
              className="rounded-xl bg-gradient-to-b from-gold-300 to-gold-500 px-6 py-3 text-sm font-bold text-night-950 shadow-lg shadow-gold-500/20"
            >
              <Trans>Welcome pack</Trans>
            </Link>
            <Link
              to="/{-$lang}/games/slots"
              className="rounded-xl bg-night-700 px-6 py-3 text-sm font-bold text-white hover:bg-night-600"
            >
              <Trans>Casino games</Trans>
            </Link>
          </div>
        </div>
      </section>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <section aria-labelledby="home-games">
          <h2 id="home-games" className="mb-4 text-xl font-bold text-white">
            <Trans>Our games</Trans>
          </h2>
          <GameGrid />
        </section>
        <section aria-labelledby="home-more" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <h2 id="home-more" className="sr-only">
            <Trans>More</Trans>
          </h2>
          <Link to="/{-$lang}/games/live-casino" className={card}>
            <span className="font-bold text-white">
              <Trans>Live casino</Trans>
            </span>
            <span className="text-sm text-slate-400">
              <Trans>Tables with live dealers.</Trans>
            </span>
          </Link>
          <Link to="/{-$lang}/betting" className={card}>
            <span className="font-bold text-white">
              <Trans>Sports betting</Trans>
            </span>
            <span className="text-sm text-slate-400">
              <Trans>Pre-match and live bets.</Trans>
            </span>
          </Link>
          <Link to="/{-$lang}/tournaments" className={card}>
            <span className="font-bold text-white">
              <Trans>Tournaments</Trans>
            </span>
            <span className="text-sm text-slate-400">
              <Trans>Compete for prize pools.</Trans>
            </span>
          </Link>
          <Link to="/{-$lang}/vip-club" className={card}>
            <span className="font-bold text-white">
              <Trans>VIP club</Trans>
            </span>
            <span className="text-sm text-slate-400">
              <Trans>Personal manager and higher limits.</Trans>
            </span>
          </Link>
        </section>
      </div>
    </div>
  );
}
