import type { Bet } from '../../src/contract/games/bets';
import type { HouseGame } from '../../src/contract/games/rtp';
import type { FakeAnswer, SeenRequest } from './cashier-fake';
import { answerOf, gameServer, type GameServerState } from './games-fake';

/** What the fake server decides for the n-th bet (0 first): its outcome and multiplier, or an answer instead. */
export type Settle = (params: unknown, n: number) => { outcome: unknown; multiplier: number } | FakeAnswer;

/**
 * The fake game server of `games-fake.ts` (settings in roubles, the player's bets) where the bets of `game` are
 * settled as `settle` says: the stake is debited and stake × multiplier credited in kopecks, as the real one does.
 */
export function settlingServer(state: GameServerState, game: HouseGame, settle: Settle) {
  const base = gameServer(state);
  let played = 0;
  return (request: SeenRequest): FakeAnswer | undefined => {
    if (request.method !== 'POST' || request.path !== `/api/v2/games/${game}/bets`) return base(request);
    const body = request.body as { bet_id: string; amount: number; params: unknown };
    const decided = settle(body.params, played++);
    if ('status' in decided) return decided;
    const stake = Math.round(body.amount * 100);
    const payout = Math.floor(stake * decided.multiplier);
    state.balanceMinor += payout - stake;
    const bet: Bet = {
      id: state.bets.length + 1,
      bet_id: body.bet_id,
      game,
      currency: 'RUB',
      amount: body.amount,
      payout: payout / 100,
      multiplier: decided.multiplier,
      multiplier_exact: null,
      params: body.params,
      outcome: decided.outcome,
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
  };
}

/** A 422 refusal as the server words it: the code and the field text `"<key>: <text>"`. */
export const refusal = (code: string, field: string, text: string): FakeAnswer => ({
  status: 422,
  body: { message: text, code, errors: { [field]: [`${code}: ${text}`] } },
});
