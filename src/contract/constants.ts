/** Business constants of SPEC §9, shared by the browser, the machines and the server. */

export const CURRENCIES = ['RUB', 'USD', 'KZT', 'INR', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'RUB';

/** Minor units per major unit; amounts are always integers in minor units. */
export const CURRENCY_MINOR_UNITS: Record<Currency, number> = {
  RUB: 100,
  USD: 100,
  KZT: 100,
  INR: 100,
  EUR: 100,
};
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  RUB: '₽',
  USD: '$',
  KZT: '₸',
  INR: '₹',
  EUR: '€',
};

export const LOCALES = ['ru', 'en', 'kz'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
/** ISO tags for Intl; `kz` is not a BCP 47 language, Kazakh is `kk`. */
export const LOCALE_ISO: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' };
export const LOCALE_NAMES: Record<Locale, string> = { ru: 'Russian', en: 'English', kz: 'Kazakh' };
export const FALLBACK_LOCALE_ISO = 'en-US';

export const REGIONS = ['KZ', 'RU'] as const;
export type Region = (typeof REGIONS)[number];

/** Cookie lifetimes in seconds (SPEC §9). */
export const DAY_SECONDS = 86_400;
export const COOKIE_MAX_AGE = {
  token: 30 * DAY_SECONDS,
  language: 365 * DAY_SECONDS,
  stag: DAY_SECONDS,
  advertiseUid: 30 * DAY_SECONDS,
  cpaOneUid: 30 * DAY_SECONDS,
  superBonus: 5 * 365 * DAY_SECONDS,
  prHash: DAY_SECONDS,
  simpleAuth: DAY_SECONDS,
  userIp: DAY_SECONDS,
  browser: DAY_SECONDS,
  adBonus: 600,
} as const;

/** Cookie names the browser keeps (SPEC §3). */
export const COOKIE_NAMES = {
  token: 'token',
  language: 'language',
  ssoRedirected: 'ssoRedirected',
} as const;

/** Timings of SPEC §4 and §9 in milliseconds. */
export const TIMINGS = {
  payInPrompt: 17_000,
  statusPoll: 5_000,
  /** An invoice counts its life down once per second (SPEC §4 Invoice). */
  countdownTick: 1_000,
  invoiceLifeSeconds: 1_200,
  domainCheckEvery: 5 * 60_000,
  domainCheckFirstMin: 10_000,
  domainCheckFirstMax: 55_000,
  pixelProbeTimeout: 4_000,
  pixelProbeDefaultTimeout: 7_000,
  swUpdateCheck: 20_000,
  reloadGuard: 10_000,
  backgroundSync: 10 * 60_000,
  /** Our choice: a sync-data the worker has not answered within a minute counts as failed (a worker replaced mid-way). */
  backgroundSyncTimeout: 60_000,
  /** Our choice (SPEC gives none): the build check asks for the latest build at most once a minute. */
  buildCheckMinInterval: 60_000,
  /** SPEC §4 Guest bonus, §9: a guest's registration-and-deposit (promo) bonus runs 3 days from the first visit. */
  guestBonusRegAndDep: 3 * DAY_SECONDS * 1_000,
  /** SPEC §4 Guest bonus, §9: a guest's welcome-pack bonus runs 7 days from the first visit. */
  guestBonusWelcomePack: 7 * DAY_SECONDS * 1_000,
} as const;

/** Toast settings of SPEC §9. */
export const NOTIFICATIONS = { duration: 3_000, speed: 300, position: 'top-right', width: 300 } as const;

/** Tooltip settings of SPEC §9. */
export const TOOLTIPS = { distance: 5, showDelay: 200, disposeTimeout: 150 } as const;

/** Payment amount limits used when a method gives none (SPEC §5, §9), in major units. */
export const PAYMENT_DEFAULTS = { min: 100, max: 300_000, default: 100 } as const;

/** Names of the modals that can be opened (SPEC §2). */
export const MODAL_NAMES = [
  'Login',
  'LoginByEmail',
  'Register',
  'PayIn',
  'SuccessPayment',
  'Verification',
  'ConfirmByPhone',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/** Query parameters that open a modal, removed after successful auth (SPEC §2). */
export const MODAL_QUERY: Record<'signup' | 'login' | 'deposit', ModalName> = {
  signup: 'Register',
  login: 'Login',
  deposit: 'PayIn',
};
