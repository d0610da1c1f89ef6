import type { SnapshotFrom } from 'xstate';
import { timeLeft } from './guest-bonus.periods';
import type { GuestBonusKind } from './guest-bonus.types';
import type { guestBonusMachine } from './guest-bonus.machine';

export type GuestBonusSnapshot = SnapshotFrom<typeof guestBonusMachine>;

/** A guest bonus the server offers, with the time left of its period. */
export interface ShownGuestBonus {
  kind: GuestBonusKind;
  /** A message key the views translate. */
  name: string;
  /** The English title to show when the views have no translation of `name`; null when the server gives none. */
  publicTitle: string | null;
  /** Milliseconds left of its period. */
  msLeft: number;
}

/** The periods count down (the visitor is a guest). */
export const selectIsCountingDown = (s: GuestBonusSnapshot): boolean => s.matches('guest');

/** Milliseconds left of a kind's period; 0 while nobody counts down. */
export const selectTimeLeft = (s: GuestBonusSnapshot, kind: GuestBonusKind): number =>
  selectIsCountingDown(s) ? timeLeft(kind, s.context.starts[kind], s.context.now) : 0;

/** The guest bonuses to show, the registration-and-deposit bonus first; empty for a signed-in player. */
export function selectGuestBonuses(s: GuestBonusSnapshot): ShownGuestBonus[] {
  if (!selectIsCountingDown(s)) return [];
  const { regAndDep, welcomePack } = s.context;
  const shown: ShownGuestBonus[] = [];
  if (regAndDep) {
    shown.push({
      kind: 'regAndDep',
      name: regAndDep.name,
      publicTitle: null,
      msLeft: selectTimeLeft(s, 'regAndDep'),
    });
  }
  if (welcomePack) {
    const { name, publicTitle } = welcomePack;
    shown.push({ kind: 'welcomePack', name, publicTitle, msLeft: selectTimeLeft(s, 'welcomePack') });
  }
  return shown;
}

/** The one guest bonus of a kind, when the server offers it. */
export const selectGuestBonus = (s: GuestBonusSnapshot, kind: GuestBonusKind): ShownGuestBonus | null =>
  selectGuestBonuses(s).find((b) => b.kind === kind) ?? null;
