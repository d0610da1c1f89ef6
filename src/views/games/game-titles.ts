import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** In-house games that have their own page. */
export type GameId =
  'crash' | 'dice' | 'coinflip' | 'keno' | 'miner' | 'hilo' | 'roulette' | 'wheel' | 'cases' | 'rooms';

/** Game names and one-line descriptions, translated where shown. */
export const GAMES: Record<GameId, { title: MessageDescriptor; description: MessageDescriptor }> = {
  crash: {
    title: msg`Crash`,
    description: msg`Cash out before the multiplier crashes.`,
  },
  dice: { title: msg`Dice`, description: msg`Pick your odds and roll.` },
  coinflip: {
    title: msg`Coinflip`,
    description: msg`Heads or tails, double or nothing.`,
  },
  keno: {
    title: msg`Keno`,
    description: msg`Choose numbers and watch the draw.`,
  },
  miner: {
    title: msg`Miner`,
    description: msg`Open gems, dodge the mines, cash out any time.`,
  },
  hilo: {
    title: msg`Hi-Lo`,
    description: msg`Guess whether the next card is higher or lower.`,
  },
  roulette: {
    title: msg`Roulette`,
    description: msg`Place your chips and spin the wheel.`,
  },
  wheel: {
    title: msg`Wheel of fortune`,
    description: msg`Pick a wheel and a risk, spin and win its multiplier.`,
  },
  cases: { title: msg`Cases`, description: msg`Open cases and collect prizes.` },
  rooms: {
    title: msg`Rooms`,
    description: msg`Play together with other players in a room.`,
  },
};

export const ROOMS = ['red', 'yellow', 'purple'] as const;
export type RoomId = (typeof ROOMS)[number];

export const ROOM_TITLES: Record<RoomId, MessageDescriptor> = {
  red: msg`Red room`,
  yellow: msg`Yellow room`,
  purple: msg`Purple room`,
};
