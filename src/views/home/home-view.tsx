import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageMeta } from '../../ui/page-meta';
import { WhenVisible } from '../../ui/when-visible';
import { GameGrid } from '../games/game-grid';
import heroArt from './art/hero.svg';
import { SectionCards } from './section-cards';

// below the first screen: their code loads when the player scrolls towards them
const LiveWinsStrip = lazy(() => import('./live-wins-strip'));
const PromotionsStrip = lazy(() => import('./promotions-strip'));

/**
 * The home page: a welcome banner, the in-house games, the bets settling live, the promotions and the main sections. On a phone the banner stays short, so
 * the first row of games is on the first screen.
 */
export function HomeView() {
  const { t } = useLingui();
  return (
    <div>
      <PageMeta
        title={t`RoyalSpin: casino and sports betting`}
        description={t`In-house games with provably fair results, slots, live casino and sports betting in one account.`}
      />
      <section className="relative overflow-hidden border-b border-night-800 bg-[radial-gradient(ellipse_at_top_right,_#3b2a0a_0%,_#0b0e17_55%)]">
        <div className="mx-auto flex max-w-7xl items-center gap-8 px-4 py-5 sm:py-14">
          <div className="flex flex-col gap-3 sm:gap-5">
            <p className="text-xs font-semibold tracking-widest text-gold-400 uppercase sm:text-sm">
              <Trans>Casino and sports betting</Trans>
            </p>
            <h1 className="max-w-2xl text-2xl font-black tracking-tight text-white sm:text-5xl">
              <Trans>Play, bet and win with RoyalSpin</Trans>
            </h1>
            <p className="max-w-xl text-sm text-slate-400 sm:text-base">
              <Trans>
                In-house games with provably fair results, slots, live casino and sports betting in one
                account.
              </Trans>
            </p>
            <div className="flex flex-wrap gap-3">
              <Link
                to="/{-$lang}/welcome-pack"
                className="rounded-xl bg-gradient-to-b from-gold-300 to-gold-500 px-5 py-2.5 text-sm font-bold text-night-950 shadow-lg shadow-gold-500/20 sm:px-6 sm:py-3"
              >
                <Trans>Welcome pack</Trans>
              </Link>
              <Link
                to="/{-$lang}/games/slots"
                className="rounded-xl bg-night-700 px-5 py-2.5 text-sm font-bold text-white hover:bg-night-600 sm:px-6 sm:py-3"
              >
                <Trans>Casino games</Trans>
              </Link>
            </div>
          </div>
          {/* lazy and hidden below lg, so a phone never downloads it */}
          <img
            src={heroArt}
            alt=""
            width={480}
            height={300}
            decoding="async"
            loading="lazy"
            className="ml-auto hidden w-[30rem] shrink-0 lg:block"
          />
        </div>
      </section>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 pt-5 pb-10 sm:pt-10">
        <section aria-labelledby="home-games">
          <h2 id="home-games" className="mb-3 text-lg font-bold text-white sm:mb-4 sm:text-xl">
            <Trans>Our games</Trans>
          </h2>
          <GameGrid />
        </section>
        <WhenVisible minHeight="10rem">
          <Suspense>
            <LiveWinsStrip />
          </Suspense>
        </WhenVisible>
        <WhenVisible minHeight="12rem">
          <Suspense>
            <PromotionsStrip />
          </Suspense>
        </WhenVisible>
        <section aria-labelledby="home-more" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <h2 id="home-more" className="sr-only">
            <Trans>More</Trans>
          </h2>
          <SectionCards />
        </section>
      </div>
    </div>
  );
}
