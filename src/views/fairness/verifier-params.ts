import type { HouseGame } from '../../contract/games/rtp';

/** A sample of each game's parameters, as JSON, for a check typed by hand (the bet's own fill in a loaded one). */
export const SAMPLE_PARAMS: Readonly<Partial<Record<HouseGame, unknown>>> = {
  dice: { target: 50, direction: 'over' },
  coinflip: { side: 'heads' },
  keno: { risk: 'classic', numbers: [1, 2, 3, 4, 5] },
  roulette: { chips: [{ bet: 'red', amount: 1 }] },
  wheelOfFortune: { segments: 10, risk: 'low' },
};

/** The sample parameters of `game` as the form's JSON text. */
export const sampleParamsText = (game: HouseGame) => JSON.stringify(SAMPLE_PARAMS[game] ?? {});
