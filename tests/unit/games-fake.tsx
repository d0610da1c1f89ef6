import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProvider, type AppRuntime } from '../../src/app';
import type { Bet, GameSettingsAnswer } from '../../src/contract/games/bets';
import { diceQuote, type DiceParams } from '../../src/contract/games/dice';
import type { CoinflipParams } from '../../src/contract/games/coinflip';
import { HOUSE_GAMES, type HouseGame } from '../../src/contract/games/rtp';
import { i18n } from '../../src/i18n/i18n';
import { createAppRouter } from '../../src/router';
import type { FakeAnswer, SeenRequest } from './cashier-fake';
import { testRuntime } from './test-runtime';

/** What the fake game server does with each bet, in turn (the last one repeats): win, lose, or answer this. */
export type BetScript = Array<'win' | 'loss' | FakeAnswer>;

/**
 * The fake game server's state: the player's main balance in kopecks (and bonus balance, 0 unless given), the bets
 * placed (newest first).
 */
export interface GameServerState {
  balanceMinor: number;
  bonusMinor?: number;
  bets: Bet[];
  script: BetScript;
  /** Games the operator turned off. */
  off: HouseGame[];
}

/** A bet's answer: the bet and the balances after it, as the server sends them. */
export function answerOf(state: GameServerState, bet: Bet) {
  const bonusMinor = state.bonusMinor ?? 0;
  return {
    bet,
    balance: state.balanceMinor / 100,
    bonus_balance: bonusMinor / 100,
    total_balance: (state.balanceMinor + bonusMinor) / 100,
  };
}

/** The RUB settings of every house game: 1–10,000 ₽, RTP 99 %. */
export function settingsAnswer(off: HouseGame[] = []): GameSettingsAnswer {
  return {
    currency: 'RUB',
    data: HOUSE_GAMES.map((game) => ({
      game,
      available: !off.includes(game),
      min_bet: game === 'cases' ? null : 1,
      max_bet: game === 'cases' ? null : 10_000,
      max_win: 1_000_000,
      rtp: 0.99,
    })),
  };
}

/** The outcome and multiplier of a dice or coinflip bet the script says won or lost. */
function decide(game: string, params: unknown, win: boolean): { outcome: unknown; multiplier: number } {
  if (game === 'coinflip') {
    const { side } = params as CoinflipParams;
    const other = side === 'heads' ? 'tails' : 'heads';
    return { outcome: { side: win ? side : other }, multiplier: win ? 1.98 : 0 };
  }
  const dice = params as DiceParams;
  const roll = win === (dice.direction === 'over') ? 99.5 : 0.5;
  return { outcome: { roll }, multiplier: win ? Number(diceQuote(dice).multiplier.toFixed(4)) : 0 };
}

/** Quiet answers to the site's own boot calls: a mirror without SSO, no registration bonus waiting. */
function siteAnswer(path: string): FakeAnswer | undefined {
  if (path === '/mirror')
    return {
      status: 200,
      body: {
        redirect: null,
        sso: null,
        meta: null,
        settings: { revshare_service_frontend_url: null, telegram_channel_url: null },
      },
    };
  if (path === '/bonus-system/bonus-activation/waiting-reg-and-dep')
    return { status: 200, body: { data: null } };
  return undefined;
}

/**
 * A fake in-house game server over `state`: the settings in roubles, bets that debit and credit the balance as
 * the script says, and the player's bets of a game, newest first.
 */
export function gameServer(state: GameServerState) {
  let played = 0;
  return (request: SeenRequest): FakeAnswer | undefined => {
    const site = siteAnswer(request.path);
    if (site) return site;
    if (request.path === '/api/v2/games/settings') return { status: 200, body: settingsAnswer(state.off) };
    if (request.path === '/api/v2/games/bets' && request.method === 'GET') {
      const game = request.search.get('game');
      return { status: 200, body: { data: state.bets.filter((b) => !game || b.game === game) } };
    }
    const placed = /^\/api\/v2\/games\/(\w+)\/bets$/.exec(request.path);
    if (placed && request.method === 'POST') {
      const step = state.script[Math.min(played, state.script.length - 1)]!;
      played++;
      if (typeof step === 'object') return step;
      const body = request.body as { bet_id: string; amount: number; params: unknown };
      const { outcome, multiplier } = decide(placed[1]!, body.params, step === 'win');
      const stake = Math.round(body.amount * 100);
      const payout = Math.floor(stake * multiplier);
      state.balanceMinor += payout - stake;
      const bet: Bet = {
        id: state.bets.length + 1,
        bet_id: body.bet_id,
        game: placed[1] as HouseGame,
        currency: 'RUB',
        amount: body.amount,
        payout: payout / 100,
        multiplier,
        multiplier_exact: null,
        params: body.params,
        outcome,
        round: null,
        status: 'settled',
        server_seed_hash: 'a'.repeat(64),
        client_seed: 'client-seed',
        nonce: state.bets.length + 1,
        created_at: '2026-03-01T10:00:00.000Z',
        settled_at: '2026-03-01T10:00:00.000Z',
      };
      state.bets.unshift(bet);
      return { status: 200, body: answerOf(state, bet) };
    }
    return undefined;
  };
}

/** A guest's app whose API answers what `answer` returns (404 otherwise); every request is recorded in `seen`. */
export function guestApp(answer: (request: SeenRequest) => FakeAnswer | undefined) {
  const seen: SeenRequest[] = [];
  const json = (a: FakeAnswer) =>
    new Response(JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json' },
    });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const record: SeenRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(record);
    if (url.pathname === '/geo_ip')
      return json({ status: 200, body: { data: { ip: '10.0.0.1', country_code: 'RU' } } });
    return json(answer(record) ?? { status: 404, body: { message: 'Not found.', code: 'not_found' } });
  };
  return { app: testRuntime({ fetch }), seen };
}

/** The whole site at `path` (header, game page, modals) with the app's game services. */
export async function openGamePage(app: AppRuntime, path: string) {
  const router = createAppRouter({
    context: { app },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  render(
    <I18nProvider i18n={i18n}>
      <AppProvider actor={app.actor} account={app.account} bonuses={app.bonuses} games={app.games}>
        <RouterProvider router={router} />
      </AppProvider>
    </I18nProvider>,
  );
  return router;
}

/** An element's text with Intl's no-break spaces as plain ones. */
export const textOf = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

/** The requests of one method and path. */
export const requestsTo = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path === path);
