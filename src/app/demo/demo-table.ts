import * as z from 'zod/mini';
import { browserRoundBytes, seedCommitment } from '../../api/fair-round-bytes';
import type { Currency } from '../../contract/constants';
import { ApiError, type FailureCode } from '../../contract/failure';
import type { RevealedSeed, SeedsAnswer } from '../../contract/fair';
import { OutcomeStream } from '../../contract/fair/stream';
import type { Bet, PlaceBetAnswer } from '../../contract/games/bets';
import { INSTANT_GAMES, rtpOf, type InstantGameId } from '../../contract/games/instant-games';
import { capWin } from '../../contract/games/limits';
import { applyRatio, displayMultiplier, ratioText } from '../../contract/games/ratio';
import type { HouseGame } from '../../contract/games/rtp';
import { checkStake } from '../../contract/games/stake-check';
import { STEPPED_GAMES, type SteppedGameId } from '../../contract/games/stepped-games';
import { toMajor, toMinor } from '../../contract/money';

/**
 * Demo play: a guest plays the in-house games with play money, entirely in the browser. The table keeps a seed
 * pair as the server does (a server seed from the browser's CSPRNG, shown as its SHA-256 until rotated), draws every
 * outcome with the same fair stream and game rules the server uses, and checks stakes with the same rules; no call
 * reaches the server, so the ledger cannot be touched.
 */

/** The play money a table starts with, and is reset to, per currency (major units): a hundred minimum payouts. */
export const DEMO_BALANCE: Record<Currency, number> = {
  RUB: 10_000,
  USD: 100,
  KZT: 50_000,
  INR: 10_000,
  EUR: 100,
};

/** How many bets a table remembers for the bet list and the verifier. */
export const DEMO_BETS_KEPT = 100;

/** A seed pair of the table; the server seed stays in the browser's memory of the table until revealed. */
export type DemoPair = { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };

/** A demo bet as the table keeps it: the bet as shown, plus what the table needs to play its round and reveal it. */
export type DemoBet = { bet: Bet; stake: string; state: unknown; serverSeed: string };

/** The whole table: balances in minor units (decimal text, to survive JSON), the pairs, the bets newest first. */
export type DemoTable = {
  version: 1;
  balances: Partial<Record<Currency, string>>;
  pair: DemoPair;
  previous: RevealedSeed | null;
  bets: DemoBet[];
  nextId: number;
};

/** What the table takes from outside: randomness and the clock. */
export type DemoEnv = { randomBytes(length: number): Uint8Array; now(): Date };

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOf = (seedHex: string) => Uint8Array.from(seedHex.match(/../g)!, (b) => parseInt(b, 16));

/** A new pair: 32 random bytes as the server seed, committed by its SHA-256; a random client seed unless given. */
export function newDemoPair(env: DemoEnv, clientSeed?: string): DemoPair {
  const seed = env.randomBytes(32);
  return {
    serverSeed: hex(seed),
    serverSeedHash: seedCommitment(seed),
    clientSeed: clientSeed ?? hex(env.randomBytes(10)),
    nonce: 0,
  };
}

export function newDemoTable(env: DemoEnv): DemoTable {
  return { version: 1, balances: {}, pair: newDemoPair(env), previous: null, bets: [], nextId: 1 };
}

/** The table's play money in `currency`, minor units: the starting amount until the first bet in it. */
export function demoBalance(table: DemoTable, currency: Currency): bigint {
  const kept = table.balances[currency];
  return kept === undefined ? toMinor(DEMO_BALANCE[currency], currency)! : BigInt(kept);
}

/** A refusal shaped as the server's answer would be, so the game views show the same messages. */
function refusal(status: number, code: FailureCode, message: string, field?: string): ApiError {
  return new ApiError({ status, code, message, fields: field ? { [field]: [`${code}: ${message}`] } : {} });
}

const isStepped = (game: HouseGame): game is SteppedGameId => game in STEPPED_GAMES;

/** The bet's answer: the bet and the table's balance as main (a demo has no bonus balance). */
function answer(table: DemoTable, bet: Bet): PlaceBetAnswer {
  const balance = toMajor(demoBalance(table, bet.currency), bet.currency);
  return { bet, balance, bonus_balance: 0, total_balance: balance };
}

const withBalance = (table: DemoTable, currency: Currency, minor: bigint): DemoTable => ({
  ...table,
  balances: { ...table.balances, [currency]: minor.toString() },
});

/** The demo bet's view as a player sees it: a stepped round only through its game's view. */
function roundView(game: HouseGame, state: unknown): unknown {
  return isStepped(game) ? STEPPED_GAMES[game].view(state, rtpOf(game)) : null;
}

/** A game's params through its schema, as the server's route validates them; 422 on `params` otherwise. */
function parsedParams(game: HouseGame, params: unknown): unknown {
  const schema = isStepped(game) ? STEPPED_GAMES[game].params : INSTANT_GAMES[game as InstantGameId].params;
  const parsed = z.safeParse(schema, params);
  if (!parsed.success) throw refusal(422, 'validation_failed', 'The given data was invalid.', 'params');
  return parsed.data;
}

export type DemoBetOrder = { betId: string; amount: number; params: unknown };

/**
 * Places one demo bet of `game` in `currency`: the stake checked as the server checks it and taken from the play
 * money, the outcome drawn from the pair and its next nonce; a bet settled at once pays at once, a stepped game
 * opens its round. A bet id seen before answers the first bet, as the server's idempotency does.
 */
export function placeDemoBet(
  table: DemoTable,
  env: DemoEnv,
  game: HouseGame,
  currency: Currency,
  order: DemoBetOrder,
): { table: DemoTable; answer: PlaceBetAnswer } {
  const seen = table.bets.find((b) => b.bet.bet_id === order.betId);
  if (seen) return { table, answer: answer(table, seen.bet) };
  const params = parsedParams(game, order.params);
  const rules = isStepped(game) ? { id: game } : INSTANT_GAMES[game as InstantGameId];
  const check = checkStake(rules, currency, order.amount, params);
  if (!check.ok) throw refusal(422, check.code, check.text, check.field);
  if (isStepped(game) && table.bets.some((b) => b.bet.game === game && b.bet.status === 'open'))
    throw refusal(409, 'round_open', 'Finish the round you are playing before starting another.');
  const balance = demoBalance(table, currency);
  if (balance < check.stake)
    throw refusal(422, 'insufficient_funds', 'Not enough money on the balance', 'amount');
  const { pair } = table;
  const stream = new OutcomeStream(browserRoundBytes(bytesOf(pair.serverSeed), pair.clientSeed, pair.nonce));
  const at = env.now().toISOString();
  const base = {
    id: table.nextId,
    bet_id: order.betId,
    game,
    currency,
    amount: toMajor(check.stake, currency),
    params,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    nonce: pair.nonce,
    created_at: at,
  };
  let bet: Bet;
  let state: unknown = null;
  let after = balance - check.stake;
  if (isStepped(game)) {
    state = STEPPED_GAMES[game].start(stream, params);
    bet = {
      ...base,
      payout: null,
      multiplier: null,
      multiplier_exact: null,
      outcome: null,
      round: roundView(game, state),
      status: 'open',
      settled_at: null,
    };
  } else {
    const settled = INSTANT_GAMES[game as InstantGameId].settle(stream, params, rtpOf(game));
    const payout = capWin(applyRatio(check.stake, settled.multiplier), currency);
    after += payout;
    bet = {
      ...base,
      payout: toMajor(payout, currency),
      multiplier: displayMultiplier(ratioText(settled.multiplier)),
      multiplier_exact: ratioText(settled.multiplier),
      outcome: settled.outcome,
      round: null,
      status: 'settled',
      settled_at: at,
    };
  }
  const kept: DemoBet = { bet, stake: check.stake.toString(), state, serverSeed: pair.serverSeed };
  const next = withBalance(
    {
      ...table,
      pair: { ...pair, nonce: pair.nonce + 1 },
      bets: [kept, ...table.bets].slice(0, DEMO_BETS_KEPT),
      nextId: table.nextId + 1,
    },
    currency,
    after,
  );
  return { table: next, answer: answer(next, bet) };
}

/** The open demo round of a stepped game, or undefined. */
const openRound = (table: DemoTable, game: SteppedGameId) =>
  table.bets.find((b) => b.bet.game === game && b.bet.status === 'open');

/** The table's open round of `game` as the player sees it, or null. */
export function demoOpenRound(table: DemoTable, game: SteppedGameId): Bet | null {
  return openRound(table, game)?.bet ?? null;
}

/**
 * One move of the open demo round, by the game's own rules; the move that ends the round pays (capped at the max
 * win) into the play money. A refused move changes nothing.
 */
export function playDemoMove(
  table: DemoTable,
  env: DemoEnv,
  game: SteppedGameId,
  name: string,
  body: unknown,
): { table: DemoTable; answer: PlaceBetAnswer } {
  const rules = STEPPED_GAMES[game];
  const move = rules.moves[name];
  if (!move) throw refusal(404, 'not_found', `${game} has no move ${name}.`);
  const round = openRound(table, game);
  if (!round) throw refusal(404, 'no_open_round', 'You have no round of this game in play.');
  const parsed = z.safeParse(move.body, body);
  if (!parsed.success) throw refusal(422, 'validation_failed', 'The given data was invalid.', 'move');
  const result = move.apply(round.state, parsed.data);
  if (!result.ok) throw refusal(422, result.error, 'This move is not allowed now.', 'move');
  const multiplier = rules.payout(result.state, rtpOf(game));
  const currency = round.bet.currency;
  let bet: Bet = { ...round.bet, round: roundView(game, result.state) };
  let balance = demoBalance(table, currency);
  if (multiplier !== null) {
    const payout = capWin(applyRatio(BigInt(round.stake), multiplier), currency);
    balance += payout;
    bet = {
      ...bet,
      status: 'settled',
      payout: toMajor(payout, currency),
      multiplier: displayMultiplier(ratioText(multiplier)),
      multiplier_exact: ratioText(multiplier),
      outcome: rules.outcome(result.state),
      settled_at: env.now().toISOString(),
    };
  }
  const updated: DemoBet = { ...round, bet, state: result.state };
  const next = withBalance(
    { ...table, bets: table.bets.map((b) => (b === round ? updated : b)) },
    currency,
    balance,
  );
  return { table: next, answer: answer(next, bet) };
}

/** The pair in play and the one revealed last, as the server's seeds answer. */
export function demoSeeds(table: DemoTable): SeedsAnswer {
  const { pair } = table;
  return {
    active: { server_seed_hash: pair.serverSeedHash, client_seed: pair.clientSeed, nonce: pair.nonce },
    previous: table.previous,
  };
}

/**
 * Reveals the pair in play and opens a new one (with `clientSeed`, or the same client seed); refused with 409 while
 * a stepped round is open on it, as the server refuses, since the seed decides the rest of that round.
 */
export function rotateDemoSeeds(table: DemoTable, env: DemoEnv, clientSeed?: string): DemoTable {
  if (table.bets.some((b) => b.bet.status === 'open'))
    throw refusal(409, 'round_open', 'Finish the round you are playing before changing seeds.');
  const { pair } = table;
  const previous: RevealedSeed = {
    server_seed: pair.serverSeed,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    bets: pair.nonce,
    revealed_at: env.now().toISOString(),
  };
  return { ...table, pair: newDemoPair(env, clientSeed ?? pair.clientSeed), previous };
}

/** One demo bet with its server seed once its pair is revealed (never while the pair is in play). */
export function demoBetDetail(table: DemoTable, id: number): { bet: Bet; server_seed: string | null } {
  const kept = table.bets.find((b) => b.bet.id === id);
  if (!kept) throw refusal(404, 'not_found', `Bet ${id} does not exist.`);
  const revealed = kept.bet.server_seed_hash !== table.pair.serverSeedHash;
  return { bet: kept.bet, server_seed: revealed ? kept.serverSeed : null };
}

/** The table's bets newest first, of one game or all, before a bet id, at most `limit`. */
export function demoBets(
  table: DemoTable,
  query: { game?: HouseGame; before?: number; limit?: number } = {},
): Bet[] {
  return table.bets
    .map((b) => b.bet)
    .filter(
      (bet) =>
        (query.game === undefined || bet.game === query.game) &&
        (query.before === undefined || bet.id < query.before),
    )
    .slice(0, query.limit ?? 20);
}

/** The play money back to its starting amount in `currency`. */
export function resetDemoBalance(table: DemoTable, currency: Currency): DemoTable {
  const { [currency]: _dropped, ...rest } = table.balances;
  return { ...table, balances: rest };
}
