import type { Bet } from '../../src/contract/games/bets';
import { caseBySlug, itemValue, type CaseSlug } from '../../src/contract/games/cases';
import {
  act,
  hiloPayout,
  hiloView,
  startHilo,
  type HiloAction,
  type HiloState,
} from '../../src/contract/games/hilo';
import {
  cashOut,
  minerPayout,
  minerView,
  reveal,
  startMiner,
  type MinerState,
} from '../../src/contract/games/miner';
import { applyRatio, type Ratio } from '../../src/contract/games/ratio';
import type { FakeAnswer, SeenRequest } from './cashier-fake';
import { gameServer, type GameServerState } from './games-fake';

/** An open round of the fake server: its bet and the game's state. */
type OpenRound =
  { game: 'miner'; bet: Bet; state: MinerState } | { game: 'hilo'; bet: Bet; state: HiloState };

/**
 * The fake round server's state, beside the instant games' (settings, bets, balance): the mines of the next miner
 * round, the cards of the next hilo round, the item the next case drops, the round in play, and a refusal the next
 * move gets instead of being played.
 */
export interface RoundServerState extends GameServerState {
  mines: number[];
  cards: number[];
  caseItem: number;
  open: OpenRound | null;
  refuseNextMove: { status: number; code: string } | null;
}

/** A state with `balance` roubles, the given mine layout and cards, and no round in play. */
export function roundState(options: Partial<RoundServerState> & { balance: number }): RoundServerState {
  return {
    balanceMinor: options.balance * 100,
    bets: [],
    script: ['loss'],
    off: [],
    mines: [0, 1, 2],
    cards: [26, 51, 4, 20],
    caseItem: 0,
    open: null,
    refuseNextMove: null,
    ...options,
  };
}

const json = (status: number, body: unknown): FakeAnswer => ({ status, body });
const refused = (status: number, code: string) =>
  json(status, {
    message: 'This move is not allowed now.',
    code,
    errors: { move: [`${code}: This move is not allowed now`] },
  });

function newBet(
  state: RoundServerState,
  game: Bet['game'],
  body: { bet_id: string; amount: number; params: unknown },
): Bet {
  return {
    id: state.bets.length + 1,
    bet_id: body.bet_id,
    game,
    currency: 'RUB',
    amount: body.amount,
    payout: null,
    multiplier: null,
    multiplier_exact: null,
    params: body.params,
    outcome: null,
    round: null,
    status: 'open',
    server_seed_hash: 'a'.repeat(64),
    client_seed: 'client-seed',
    nonce: state.bets.length + 1,
    created_at: '2026-03-01T10:00:00.000Z',
    settled_at: null,
  };
}

/** The round's bet as the server shows it now: its view, and once over its payout and outcome. */
function present(round: OpenRound): Bet {
  const view = round.game === 'miner' ? minerView(round.state) : hiloView(round.state);
  const paid: Ratio | null = round.game === 'miner' ? minerPayout(round.state) : hiloPayout(round.state);
  const bet: Bet = { ...round.bet, round: view };
  if (!paid) return bet;
  const payout = Number(applyRatio(BigInt(Math.round(bet.amount * 100)), paid));
  return {
    ...bet,
    status: 'settled',
    payout: payout / 100,
    multiplier: Number(paid.num) / Number(paid.den),
    multiplier_exact: `${paid.num}/${paid.den}`,
    outcome: round.game === 'miner' ? { mines: [...round.state.mines] } : { cards: [...round.state.cards] },
    settled_at: '2026-03-01T10:01:00.000Z',
  };
}

/** Keeps the bet list up to date with the round's bet. */
function record(state: RoundServerState, bet: Bet) {
  const at = state.bets.findIndex((b) => b.id === bet.id);
  if (at < 0) state.bets.unshift(bet);
  else state.bets[at] = bet;
}

/** Opens a round as a bet would (the stake taken); the tests use it to have a round in play before a page loads. */
export function openRound(
  state: RoundServerState,
  game: 'miner' | 'hilo',
  body: { bet_id: string; amount: number; params: unknown },
): Bet {
  state.balanceMinor -= Math.round(body.amount * 100);
  const bet = newBet(state, game, body);
  const round: OpenRound =
    game === 'miner'
      ? { game, bet, state: startMiner(state.mines, (body.params as { mines: number }).mines) }
      : { game, bet, state: startHilo(state.cards) };
  state.open = round;
  const shown = present(round);
  record(state, shown);
  return shown;
}

/** Plays a move on the open round, as the server's `playMove` would; tests also use it to play before a page loads. */
export function playRoundMove(
  state: RoundServerState,
  game: 'miner' | 'hilo',
  name: string,
  body: unknown,
): FakeAnswer {
  const round = state.open;
  if (!round || round.game !== game) return json(404, { message: 'No round.', code: 'no_open_round' });
  if (state.refuseNextMove) {
    const { status, code } = state.refuseNextMove;
    state.refuseNextMove = null;
    return refused(status, code);
  }
  const step =
    round.game === 'miner'
      ? name === 'reveal'
        ? reveal(round.state, (body as { tile: number }).tile)
        : cashOut(round.state)
      : act(round.state, (body as { action: HiloAction }).action);
  if (!step.ok) return refused(422, step.error);
  round.state = step.state as never;
  const bet = present(round);
  record(state, bet);
  if (bet.status === 'settled') {
    state.balanceMinor += Math.round(bet.payout! * 100);
    state.open = null;
  }
  return json(200, {
    bet,
    balance: state.balanceMinor / 100,
    bonus_balance: 0,
    total_balance: state.balanceMinor / 100,
  });
}

/** Opens the case as the server would: the item `state.caseItem` drops and its value is credited. */
function openCase(
  state: RoundServerState,
  body: { bet_id: string; amount: number; params: { slug: CaseSlug } },
): FakeAnswer {
  const def = caseBySlug(body.params.slug);
  const index = state.caseItem;
  const roll = def.items.slice(0, index).reduce((sum, item) => sum + item.weight, 0);
  const payout = Number(itemValue(def, index, 'RUB'));
  state.balanceMinor += payout - Math.round(body.amount * 100);
  const bet: Bet = {
    ...newBet(state, 'cases', body),
    status: 'settled',
    payout: payout / 100,
    multiplier: payout / Math.round(body.amount * 100),
    outcome: { slug: def.slug, roll, index, item: def.items[index]!.id },
    settled_at: '2026-03-01T10:00:00.000Z',
  };
  record(state, bet);
  return json(200, {
    bet,
    balance: state.balanceMinor / 100,
    bonus_balance: 0,
    total_balance: state.balanceMinor / 100,
  });
}

/**
 * A fake server of the games played in steps and of cases over `state`, with the instant games' settings and bet
 * list: a bet opens a round (409 `round_open` while one is open), moves play it with the real game rules (a refused
 * move answers 422 with its rule on `move`), the round's read answers the open one.
 */
export function roundServer(state: RoundServerState) {
  const instant = gameServer(state);
  return (request: SeenRequest): FakeAnswer | undefined => {
    const path = /^\/api\/v2\/games\/(miner|hilo|cases)\/(\w+)$/.exec(request.path);
    if (!path) return instant(request);
    const game = path[1] as 'miner' | 'hilo' | 'cases';
    const name = path[2]!;
    if (name === 'round' && request.method === 'GET')
      return json(200, { bet: state.open?.game === game ? present(state.open) : null });
    if (request.method !== 'POST') return undefined;
    if (name === 'bets') {
      const body = request.body as { bet_id: string; amount: number; params: never };
      if (game === 'cases') return openCase(state, body);
      if (state.open?.game === game) return json(409, { message: 'Round open.', code: 'round_open' });
      if (Math.round(body.amount * 100) > state.balanceMinor)
        return json(422, { message: 'Insufficient funds.', code: 'insufficient_funds' });
      const bet = openRound(state, game, body);
      return json(200, {
        bet,
        balance: state.balanceMinor / 100,
        bonus_balance: 0,
        total_balance: state.balanceMinor / 100,
      });
    }
    return playRoundMove(state, game as 'miner' | 'hilo', name, request.body);
  };
}
