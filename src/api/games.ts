import { rotateSeedBody, seedsAnswer, type SeedsAnswer } from '../contract/fair';
import {
  betDetailAnswer,
  betHistoryAnswer,
  feedAnswer,
  gameSettingsAnswer,
  openRoundAnswer,
  placeBetAnswer,
  type Bet,
  type BetDetailAnswer,
  type FeedBet,
  type GameSettingsAnswer,
  type PlaceBetAnswer,
} from '../contract/games/bets';
import type { HouseGame } from '../contract/games/rtp';
import type { Currency } from '../contract/constants';
import type { ApiClients } from './client';
import { call, parseBody } from './errors';

/** The games played in steps: a bet opens a round that moves play until it ends. */
export type RoundGame = Extract<HouseGame, 'miner' | 'hilo'>;

/** A bet as a game view sends it: the browser's id of the bet, the stake (major units), the game's parameters. */
export type BetOrder = { betId: string; amount: number; params: unknown };

/**
 * The in-house games' calls: settings, a bet, the player's bets, one bet with its revealed seed, the seed pair
 * (the ports of the game round machines and of the fairness page) and the live feed.
 */
export interface GamesApi {
  /** GET /api/v2/games/settings: limits, max win, RTP and availability of each game in `currency`. */
  settings(currency: Currency): Promise<GameSettingsAnswer>;
  /** POST /api/v2/games/{game}/bets: plays one round; the bet and the main balance after it. */
  placeBet(game: HouseGame, order: BetOrder): Promise<PlaceBetAnswer>;
  /** GET /api/v2/games/bets: the player's bets, newest first. */
  bets(query?: { game?: HouseGame; before?: number; limit?: number }): Promise<Bet[]>;
  /** GET /api/v2/games/bets/{id}: one bet, with its server seed once revealed. */
  bet(id: number): Promise<BetDetailAnswer>;
  /** GET /api/v2/fair/seeds: the active pair (server seed as its hash) and the last revealed one. */
  seeds(): Promise<SeedsAnswer>;
  /** POST /api/v2/fair/seeds/rotate: reveals the active server seed and starts a new pair. */
  rotateSeeds(clientSeed?: string): Promise<SeedsAnswer>;
  /** GET /api/v2/games/feed: recent settled bets of all players, of one game or of all. */
  feed(game?: HouseGame): Promise<FeedBet[]>;
  /**
   * POST /api/v2/games/{game}/{name}: one move of the player's open round (`reveal`, `cashout`, `act`); the bet,
   * settled when the move ends the round, and the main balance after it.
   */
  move(game: RoundGame, name: string, body: unknown): Promise<PlaceBetAnswer>;
  /** GET /api/v2/games/{game}/round: the player's open round of the game, or null. */
  openRound(game: RoundGame): Promise<Bet | null>;
}

/** Game calls; every answer is validated against the contract. */
export function createGamesApi({ api }: ApiClients): GamesApi {
  return {
    settings: (currency) =>
      call(() => api.get('api/v2/games/settings', { searchParams: { currency } }).json(gameSettingsAnswer)),
    placeBet: (game, order) =>
      call(() =>
        api
          .post(`api/v2/games/${game}/bets`, {
            json: { bet_id: order.betId, amount: order.amount, params: order.params },
          })
          .json(placeBetAnswer),
      ),
    bets: (query = {}) =>
      call(
        async () =>
          (
            await api
              .get('api/v2/games/bets', {
                searchParams: Object.fromEntries(
                  Object.entries(query).filter(([, v]) => v !== undefined) as [string, string | number][],
                ),
              })
              .json(betHistoryAnswer)
          ).data,
      ),
    bet: (id) => call(() => api.get(`api/v2/games/bets/${id}`).json(betDetailAnswer)),
    seeds: () => call(() => api.get('api/v2/fair/seeds').json(seedsAnswer)),
    rotateSeeds: (clientSeed) =>
      call(() =>
        api
          .post('api/v2/fair/seeds/rotate', {
            json: parseBody(rotateSeedBody, clientSeed === undefined ? {} : { client_seed: clientSeed }),
          })
          .json(seedsAnswer),
      ),
    feed: (game) =>
      call(
        async () =>
          (
            await api
              .get('api/v2/games/feed', { searchParams: game === undefined ? {} : { game } })
              .json(feedAnswer)
          ).data,
      ),
    move: (game, name, body) =>
      call(() => api.post(`api/v2/games/${game}/${name}`, { json: body }).json(placeBetAnswer)),
    openRound: (game) =>
      call(async () => (await api.get(`api/v2/games/${game}/round`).json(openRoundAnswer)).bet),
  };
}
