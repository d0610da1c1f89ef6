import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaseRarity } from '../../../contract/games/cases';

/** The name of each rarity. */
export const RARITY_NAMES: Readonly<Record<CaseRarity, MessageDescriptor>> = {
  common: msg`Common`,
  uncommon: msg`Uncommon`,
  rare: msg`Rare`,
  epic: msg`Epic`,
  legendary: msg`Legendary`,
};

/** The colours of each rarity, as the item lists and the reel show them: grey, green, blue, purple, gold. */
export const RARITY_STYLES: Readonly<Record<CaseRarity, { text: string; border: string; glow: string }>> = {
  common: { text: 'text-slate-300', border: 'border-slate-500', glow: 'from-slate-500/25' },
  uncommon: { text: 'text-jade-400', border: 'border-jade-500', glow: 'from-jade-500/25' },
  rare: { text: 'text-sky-400', border: 'border-sky-500', glow: 'from-sky-500/25' },
  epic: { text: 'text-violet-400', border: 'border-violet-500', glow: 'from-violet-500/30' },
  legendary: { text: 'text-gold-400', border: 'border-gold-400', glow: 'from-gold-400/35' },
};
