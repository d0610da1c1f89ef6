import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Names of the house slots free spins are granted on, by game id. */
const SLOT_TITLES: Record<string, MessageDescriptor> = {
  'slots-classic': msg`Classic slots`,
};

/** A free-spin game's name in the interface language; an unknown game id is shown as it is. */
export function gameTitle(i18n: I18n, gameId: string): string {
  const known = SLOT_TITLES[gameId];
  return known ? i18n._(known) : gameId;
}
