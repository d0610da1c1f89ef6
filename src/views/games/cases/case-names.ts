import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * English texts of the case and item names the catalog gives as message keys (`cases.<slug>`,
 * `cases.<slug>.<item>`, `src/contract/games/cases/cases.shapes.ts`); the catalogs translate them.
 */
export const CASE_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'cases.street': msg`Street Case`,
  'cases.street.sticker': msg`Sticker pack`,
  'cases.street.keychain': msg`Keychain`,
  'cases.street.cap': msg`Snapback cap`,
  'cases.street.sneakers': msg`Sneakers`,
  'cases.street.hoodie': msg`Hoodie`,
  'cases.street.skateboard': msg`Skateboard`,
  'cases.street.headphones': msg`Headphones`,
  'cases.street.scooter': msg`Electric scooter`,
  'cases.neon': msg`Neon Case`,
  'cases.neon.glowStick': msg`Glow stick`,
  'cases.neon.bracelet': msg`LED bracelet`,
  'cases.neon.poster': msg`Neon poster`,
  'cases.neon.lamp': msg`Lava lamp`,
  'cases.neon.speaker': msg`Party speaker`,
  'cases.neon.guitar': msg`Electric guitar`,
  'cases.neon.arcade': msg`Arcade cabinet`,
  'cases.neon.hoverboard': msg`Hoverboard`,
  'cases.pirate': msg`Pirate Chest`,
  'cases.pirate.coin': msg`Doubloon`,
  'cases.pirate.compass': msg`Compass`,
  'cases.pirate.spyglass': msg`Spyglass`,
  'cases.pirate.cutlass': msg`Cutlass`,
  'cases.pirate.map': msg`Treasure map`,
  'cases.pirate.pistol': msg`Flintlock pistol`,
  'cases.pirate.chest': msg`Treasure chest`,
  'cases.pirate.galleon': msg`Golden galleon`,
  'cases.space': msg`Space Case`,
  'cases.space.bolt': msg`Space bolt`,
  'cases.space.ration': msg`Astronaut ration`,
  'cases.space.helmet': msg`Helmet`,
  'cases.space.drone': msg`Drone`,
  'cases.space.suit': msg`Spacesuit`,
  'cases.space.rover': msg`Moon rover`,
  'cases.space.satellite': msg`Satellite`,
  'cases.space.shuttle': msg`Space shuttle`,
  'cases.dragon': msg`Dragon Hoard`,
  'cases.dragon.scale': msg`Dragon scale`,
  'cases.dragon.claw': msg`Claw`,
  'cases.dragon.fang': msg`Fang`,
  'cases.dragon.amulet': msg`Amulet`,
  'cases.dragon.shield': msg`Shield`,
  'cases.dragon.sword': msg`Dragon sword`,
  'cases.dragon.egg': msg`Dragon egg`,
  'cases.dragon.dragon': msg`Dragon`,
  'cases.royal': msg`Royal Case`,
  'cases.royal.seal': msg`Royal seal`,
  'cases.royal.goblet': msg`Goblet`,
  'cases.royal.brooch': msg`Brooch`,
  'cases.royal.necklace': msg`Necklace`,
  'cases.royal.tiara': msg`Tiara`,
  'cases.royal.scepter': msg`Scepter`,
  'cases.royal.crown': msg`Crown`,
  'cases.royal.jewels': msg`Crown jewels`,
};

/**
 * A case or item name in the interface language: the translation of its key, else its English title, so an item
 * added to the catalog shows before the catalogs know it.
 */
export function caseName(i18n: I18n, named: { name: string; title: string }): string {
  const known = CASE_NAMES[named.name];
  return known ? i18n._(known) : named.title;
}
