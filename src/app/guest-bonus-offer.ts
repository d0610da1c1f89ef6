import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { guestBonusMachine } from '../../machines/guest-bonus/guest-bonus.machine';
import { selectGuestBonus, type ShownGuestBonus } from '../../machines/guest-bonus/guest-bonus.select';
import type { GuestBonusKind } from '../../machines/guest-bonus/guest-bonus.types';
import { subscribeAppState } from '../../machines/app/app.subscribe';
import { useAppActor } from './provider';

/** The system id the app machine runs the guest bonus under (DESIGN.md §4). */
const GUEST_BONUS = 'guestBonus';

const sameOffer = (a: ShownGuestBonus | null, b: ShownGuestBonus | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.kind === b.kind &&
    a.name === b.name &&
    a.publicTitle === b.publicTitle &&
    a.msLeft === b.msLeft);

/**
 * The guest bonus of a kind the server offers, with the time left of the guest's period (SPEC §4 Guest bonus):
 * read from the app's `guestBonus` actor; null for a signed-in player, and while the app runs no guest bonus.
 */
export function useGuestBonusOffer(kind: GuestBonusKind): ShownGuestBonus | null {
  const app = useAppActor();
  const last = useRef<ShownGuestBonus | null>(null);
  const subscribe = useCallback((onChange: () => void) => subscribeAppState(app, onChange), [app]);
  const read = () => {
    const actor = app.system.get(GUEST_BONUS) as ActorRefFrom<typeof guestBonusMachine> | undefined;
    const next = actor ? selectGuestBonus(actor.getSnapshot(), kind) : null;
    if (!sameOffer(last.current, next)) last.current = next;
    return last.current;
  };
  return useSyncExternalStore(subscribe, read, read);
}
