import type { Currency } from '../../constants';

/** The cases on sale, in the order the list shows them; each is opened at /games/cases/{slug}. */
export const CASE_SLUGS = ['street', 'neon', 'pirate', 'space', 'dragon', 'royal'] as const;
export type CaseSlug = (typeof CASE_SLUGS)[number];

/** How rare an item is, for its colour on the reel; the drop weight is what decides. */
export const CASE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type CaseRarity = (typeof CASE_RARITIES)[number];

/** An item as designed: `weight` is its relative drop chance, `points` its value in the shape of the case. */
export type CaseItemShape = {
  readonly id: string;
  /** English title; the browser shows the translation of the item's message key when it has one. */
  readonly title: string;
  readonly rarity: CaseRarity;
  readonly weight: number;
  readonly points: number;
};

/** A case as designed: its price in major units per currency (whole units) and its items, cheapest first. */
export type CaseShape = {
  readonly slug: CaseSlug;
  readonly title: string;
  readonly price: Readonly<Record<Currency, number>>;
  readonly items: readonly CaseItemShape[];
};

/**
 * The hand-designed cases: most drops are worth a little less than the price, a fifth or so are worth more, and a
 * few in ten thousand 50× to 100×. Points are hundredths of the case price at the declared 98 %: the weights were
 * chosen so that Σ weight·points = 98 · Σ weight, so at 98 % every multiplier is a whole number of hundredths and,
 * with prices in whole major units, every item is worth a whole number of minor units in every currency.
 * `buildCase` scales the points to any RTP exactly. Prices: USD and EUR are RUB ÷ 100, KZT RUB × 5, INR RUB × 1,
 * as the bet limits scale (limits.ts).
 */
export const CASE_SHAPES: readonly CaseShape[] = [
  {
    slug: 'street',
    title: 'Street Case',
    price: { RUB: 100, USD: 1, EUR: 1, KZT: 500, INR: 100 },
    items: [
      { id: 'sticker', title: 'Sticker pack', rarity: 'common', weight: 1_790, points: 50 },
      { id: 'keychain', title: 'Keychain', rarity: 'common', weight: 3_666, points: 70 },
      { id: 'cap', title: 'Snapback cap', rarity: 'common', weight: 2_500, points: 90 },
      { id: 'sneakers', title: 'Sneakers', rarity: 'uncommon', weight: 1_199, points: 120 },
      { id: 'hoodie', title: 'Hoodie', rarity: 'uncommon', weight: 600, points: 200 },
      { id: 'skateboard', title: 'Skateboard', rarity: 'rare', weight: 200, points: 400 },
      { id: 'headphones', title: 'Headphones', rarity: 'epic', weight: 40, points: 1_000 },
      { id: 'scooter', title: 'Electric scooter', rarity: 'legendary', weight: 5, points: 5_000 },
    ],
  },
  {
    slug: 'neon',
    title: 'Neon Case',
    price: { RUB: 300, USD: 3, EUR: 3, KZT: 1_500, INR: 300 },
    items: [
      { id: 'glowStick', title: 'Glow stick', rarity: 'common', weight: 715, points: 40 },
      { id: 'bracelet', title: 'LED bracelet', rarity: 'common', weight: 4_340, points: 60 },
      { id: 'poster', title: 'Neon poster', rarity: 'common', weight: 2_500, points: 80 },
      { id: 'lamp', title: 'Lava lamp', rarity: 'uncommon', weight: 1_500, points: 110 },
      { id: 'speaker', title: 'Party speaker', rarity: 'uncommon', weight: 700, points: 180 },
      { id: 'guitar', title: 'Electric guitar', rarity: 'rare', weight: 200, points: 500 },
      { id: 'arcade', title: 'Arcade cabinet', rarity: 'epic', weight: 40, points: 1_500 },
      { id: 'hoverboard', title: 'Hoverboard', rarity: 'legendary', weight: 5, points: 8_000 },
    ],
  },
  {
    slug: 'pirate',
    title: 'Pirate Chest',
    price: { RUB: 500, USD: 5, EUR: 5, KZT: 2_500, INR: 500 },
    items: [
      { id: 'coin', title: 'Doubloon', rarity: 'common', weight: 20_751, points: 30 },
      { id: 'compass', title: 'Compass', rarity: 'common', weight: 34_460, points: 60 },
      { id: 'spyglass', title: 'Spyglass', rarity: 'common', weight: 25_000, points: 90 },
      { id: 'cutlass', title: 'Cutlass', rarity: 'uncommon', weight: 11_999, points: 130 },
      { id: 'map', title: 'Treasure map', rarity: 'uncommon', weight: 6_000, points: 250 },
      { id: 'pistol', title: 'Flintlock pistol', rarity: 'rare', weight: 1_500, points: 600 },
      { id: 'chest', title: 'Treasure chest', rarity: 'epic', weight: 250, points: 2_000 },
      { id: 'galleon', title: 'Golden galleon', rarity: 'legendary', weight: 40, points: 10_000 },
    ],
  },
  {
    slug: 'space',
    title: 'Space Case',
    price: { RUB: 1_000, USD: 10, EUR: 10, KZT: 5_000, INR: 1_000 },
    items: [
      { id: 'bolt', title: 'Space bolt', rarity: 'common', weight: 30_530, points: 40 },
      { id: 'ration', title: 'Astronaut ration', rarity: 'common', weight: 26_230, points: 60 },
      { id: 'helmet', title: 'Helmet', rarity: 'common', weight: 25_000, points: 85 },
      { id: 'drone', title: 'Drone', rarity: 'uncommon', weight: 12_000, points: 140 },
      { id: 'suit', title: 'Spacesuit', rarity: 'uncommon', weight: 5_000, points: 300 },
      { id: 'rover', title: 'Moon rover', rarity: 'rare', weight: 1_000, points: 800 },
      { id: 'satellite', title: 'Satellite', rarity: 'epic', weight: 200, points: 2_500 },
      { id: 'shuttle', title: 'Space shuttle', rarity: 'legendary', weight: 40, points: 10_000 },
    ],
  },
  {
    slug: 'dragon',
    title: 'Dragon Hoard',
    price: { RUB: 2_500, USD: 25, EUR: 25, KZT: 12_500, INR: 2_500 },
    items: [
      { id: 'scale', title: 'Dragon scale', rarity: 'common', weight: 20_482, points: 30 },
      { id: 'claw', title: 'Claw', rarity: 'common', weight: 39_828, points: 55 },
      { id: 'fang', title: 'Fang', rarity: 'common', weight: 22_000, points: 85 },
      { id: 'amulet', title: 'Amulet', rarity: 'uncommon', weight: 12_000, points: 150 },
      { id: 'shield', title: 'Shield', rarity: 'uncommon', weight: 4_500, points: 350 },
      { id: 'sword', title: 'Dragon sword', rarity: 'rare', weight: 1_000, points: 900 },
      { id: 'egg', title: 'Dragon egg', rarity: 'epic', weight: 150, points: 3_000 },
      { id: 'dragon', title: 'Dragon', rarity: 'legendary', weight: 40, points: 10_000 },
    ],
  },
  {
    slug: 'royal',
    title: 'Royal Case',
    price: { RUB: 5_000, USD: 50, EUR: 50, KZT: 25_000, INR: 5_000 },
    items: [
      { id: 'seal', title: 'Royal seal', rarity: 'common', weight: 48_382, points: 40 },
      { id: 'goblet', title: 'Goblet', rarity: 'common', weight: 12_688, points: 65 },
      { id: 'brooch', title: 'Brooch', rarity: 'common', weight: 22_000, points: 90 },
      { id: 'necklace', title: 'Necklace', rarity: 'uncommon', weight: 12_000, points: 150 },
      { id: 'tiara', title: 'Tiara', rarity: 'uncommon', weight: 4_000, points: 400 },
      { id: 'scepter', title: 'Scepter', rarity: 'rare', weight: 800, points: 1_200 },
      { id: 'crown', title: 'Crown', rarity: 'epic', weight: 100, points: 4_000 },
      { id: 'jewels', title: 'Crown jewels', rarity: 'legendary', weight: 30, points: 10_000 },
    ],
  },
];
