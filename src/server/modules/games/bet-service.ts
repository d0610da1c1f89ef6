import { hash as digest } from 'node:crypto';
import type { Currency } from '../../../contract/constants';
import { OutcomeStream } from '../../../contract/fair/stream';
import { capWin } from '../../../contract/games/limits';
import { checkStake, type StakedGameRules } from '../../../contract/games/stake-check';
import { applyRatio, ratioText, type Ratio } from '../../../contract/games/ratio';
import { HttpError } from '../../http/errors';
import type { HouseGame } from '../../../contract/games/rtp';
import { rejectField, unauthenticated } from '../../http/refusals';
import { serverRoundBytes } from '../../fair/round-bytes';
import { seedBytes } from '../../fair/seed-material';
import { findSeed, type SeedRow } from '../../fair/seed-repository';
import type { Db } from '../../db/client';
import type { BetPlacement, PlacedBetRecord } from '../../ledger/bets';
import { BonusWageringError, IdempotencyConflictError } from '../../ledger/errors';
import { wagerActiveBonus, type WalletDeps } from '../bonuses';
import type { UserRow } from '../../players/repository';
import { findBet, type BetRow } from './bet-repository';
import type { BetPlayers } from './bet-players';
import type { BetSeeds } from './bet-seeds';
import { gameUnavailable, type Availability } from './availability';

/**
 * What bets work with: the ledger (which runs their transactions), the database, the clock, the games on, and this
 * process's memory of the players and their seed pairs.
 */
export type GameDeps = WalletDeps & { db: Db; available: Availability; players: BetPlayers; seeds: BetSeeds };

/** A bet as the player asked for it; `params` passed the game's schema. */
export type BetRequest = { clientBetId: string; amount: number; params: unknown };

/** Who places a bet: the access token's user and session. */
export type Bettor = { userId: number; sid: string };

/**
 * The bet, the seed pair that decided it, the player (as the bet's statement read them) and their main and bonus
 * balances after it when the bet's statement knew them (null for a replay, or when a bonus converted after it).
 */
export type PlacedBet = {
  bet: BetRow;
  seed: SeedRow;
  player: UserRow;
  balances: { main: bigint; bonus: bigint } | null;
};

/** The stake in minor units of the player's currency (`checkStake`); 422 on the field it breaks otherwise. */
export function stakeOf(game: StakedGameRules, currency: Currency, amount: number, params: unknown): bigint {
  const check = checkStake(game, currency, amount, params);
  if (!check.ok) throw rejectField(check.field, check.code, check.text);
  return check.stake;
}

/** What makes two requests with one bet id the same bet. */
const requestHash = (game: string, stake: bigint, params: unknown) =>
  digest('sha256', JSON.stringify([game, stake.toString(), params]), 'hex');

/** What the fair stream decided when a bet is placed: a settled bet, or a round opened with its state. */
export type Opening =
  { status: 'settled'; outcome: unknown; multiplier: Ratio } | { status: 'open'; state: unknown };

/** A game as the bet service sees it. */
export type BetGame = {
  id: HouseGame;
  staked?: (params: unknown, currency: Currency) => bigint | null;
  price?: (params: unknown, currency: Currency) => bigint;
  open(stream: OutcomeStream, params: unknown): Opening;
};

/**
 * What the pair and nonce decide for a bet of `game`: HMAC-SHA256 of the server seed over the client seed and nonce,
 * read as the fair stream. The browser's verifier must reproduce it (tests/unit/games/verifier.test.ts).
 */
export function drawOpening(
  game: Pick<BetGame, 'open'>,
  seed: Pick<SeedRow, 'serverSeed' | 'clientSeed'>,
  nonce: number,
  params: unknown,
): Opening {
  return game.open(
    new OutcomeStream(serverRoundBytes(seedBytes(seed.serverSeed), seed.clientSeed, nonce)),
    params,
  );
}

/** 409 `round_open`: a round of this game is being played; it ends before another starts. */
export const roundOpen = () =>
  new HttpError(409, 'round_open', 'Finish the round you are playing before starting another.');

/** How often a bet is tried again after its statement found the pair or the player changed meanwhile. */
const ATTEMPTS = 10;

/**
 * Places one bet, in the common case with one statement (`ledger.placeBet`): the server draws the outcome from
 * the player's pair and next nonce it holds (`deps.seeds`), and the statement checks the session is live and the
 * currency unchanged, takes the nonce (which locks the pair, so a player's bets run one at a time), posts the stake
 * (player main → house; 422 `insufficient_funds` when the balance is short, and then nothing is written, the nonce
 * included) and for a settled bet the win (house → main, capped at the currency's max win) in one ledger
 * transaction, and records the bet and its turnover. A player with an active bonus bets in a transaction that also
 * moves the bonus's wagering. A bet id seen before answers the first bet (409 when the request differs); the check
 * runs after the nonce is taken, so a concurrent replay waits for the first and finds it.
 */
export function placeBet(
  deps: GameDeps,
  bettor: Bettor,
  game: BetGame,
  request: BetRequest,
): Promise<PlacedBet> {
  return deps.seeds.serial(bettor.userId, () => placeNow(deps, bettor, game, request));
}

async function placeNow(
  deps: GameDeps,
  bettor: Bettor,
  game: BetGame,
  request: BetRequest,
): Promise<PlacedBet> {
  let player = await deps.players.get(bettor.userId);
  let inTransaction = deps.players.wagering(bettor.userId);
  let reread = false;
  for (let attempt = 1; ; attempt++) {
    if (!player) throw unauthenticated();
    const currency = player.currency as Currency;
    let stake: bigint;
    try {
      if (!deps.available(game.id, currency)) throw gameUnavailable(currency);
      stake = stakeOf(game, currency, request.amount, request.params);
    } catch (refusal) {
      // refused in the currency this process kept: the player may have another one now, which no statement saw
      if (reread) throw refusal;
      reread = true;
      player = await deps.players.reload(bettor.userId);
      continue;
    }
    const hash = requestHash(game.id, stake, request.params);
    const { seed, nonce } = await deps.seeds.take(bettor.userId);
    const opening = drawOpening(game, seed, nonce, request.params);
    // one shape for every bet, settled or open
    const placement: BetPlacement = {
      sid: bettor.sid,
      userId: bettor.userId,
      game: game.id,
      clientBetId: request.clientBetId,
      requestHash: hash,
      currency,
      stake,
      params: request.params,
      seedId: seed.id,
      nonce,
      createdAt: deps.now(),
      key: `${bettor.userId}:${request.clientBetId}`,
      payout: opening.status === 'settled' ? capWin(applyRatio(stake, opening.multiplier), currency) : null,
      multiplier: opening.status === 'settled' ? ratioText(opening.multiplier) : null,
      outcome: opening.status === 'settled' ? opening.outcome : null,
      state: opening.status === 'open' ? opening.state : null,
      status: opening.status,
    };
    let placed: PlacedBet | NotPlaced;
    try {
      placed = inTransaction
        ? await placeWagering(deps, player, seed, placement)
        : await placeAlone(deps, player, seed, placement);
    } catch (error) {
      // the statement wrote nothing (a short balance, an active bonus): its nonce is still the pair's next
      deps.seeds.giveBack(bettor.userId, seed.id, nonce);
      if (!(error instanceof BonusWageringError) || inTransaction) throw error;
      inTransaction = true;
      deps.players.setWagering(bettor.userId, true);
      continue;
    }
    if (!('result' in placed)) return placed;
    if (placed.result !== 'seed_stale') deps.seeds.giveBack(bettor.userId, seed.id, nonce);
    if (placed.result === 'existing') return replayed(deps, player, placed.betId, hash, request.clientBetId);
    if (placed.result === 'round_open') throw roundOpen();
    if (placed.result === 'session_ended') throw unauthenticated();
    if (attempt >= ATTEMPTS) throw new Error(`bet ${placement.key}: the pair or the player kept changing`);
    if (placed.result === 'seed_stale') deps.seeds.replace(bettor.userId, placed.seed);
    else player = await deps.players.reload(bettor.userId);
  }
}

/** What a bet's statement answered when it placed nothing. */
type NotPlaced = Exclude<PlacedBetRecord, { result: 'placed' }>;

/** The bet as one statement of its own. */
async function placeAlone(
  deps: GameDeps,
  player: UserRow,
  seed: SeedRow,
  placement: BetPlacement,
): Promise<PlacedBet | NotPlaced> {
  const placed = await deps.ledger.placeBet(placement);
  if (placed.result !== 'placed') return placed;
  const seen = deps.players.update(placement.userId, placed.player) ?? player;
  return { bet: placed.bet, seed, player: seen, balances: { main: placed.main, bonus: placed.bonus } };
}

/**
 * The bet of a player with an active bonus: its statement and the bonus's wagering in one transaction. Answers the
 * statement's record unless it placed the bet.
 */
function placeWagering(
  deps: GameDeps,
  player: UserRow,
  seed: SeedRow,
  placement: BetPlacement,
): Promise<PlacedBet | NotPlaced> {
  return deps.ledger.transaction(async (tx): Promise<PlacedBet | NotPlaced> => {
    const placed = await deps.ledger.placeBet(placement, tx);
    if (placed.result !== 'placed') return placed;
    deps.players.setWagering(placement.userId, placed.bonusActive);
    const converted =
      placed.bonusActive &&
      (await wagerActiveBonus(deps, tx, {
        userId: placement.userId,
        currency: placement.currency as Currency,
        amount: placement.stake,
      }));
    const seen = deps.players.update(placement.userId, placed.player) ?? player;
    // a converted bonus moved money to main after the statement read the balances
    const balances = converted ? null : { main: placed.main, bonus: placed.bonus };
    return { bet: placed.bet, seed, player: seen, balances };
  });
}

/** The first bet with this id, when the request is the same one. */
async function replayed(
  deps: GameDeps,
  player: UserRow,
  betId: number,
  hash: string,
  clientBetId: string,
): Promise<PlacedBet> {
  const bet = await findBet(deps.db, betId);
  if (!bet) throw new Error(`bet ${betId} vanished`);
  if (bet.requestHash !== hash) throw new IdempotencyConflictError(clientBetId);
  const seed = await findSeed(deps.db, bet.seedId);
  if (!seed) throw new Error(`bet ${bet.id} lost its seed`);
  return { bet, seed, player, balances: null };
}
