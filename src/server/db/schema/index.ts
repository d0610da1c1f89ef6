/** Every table of the database, one file per area; Drizzle and drizzle-kit read them through this file. */
export * from './accounts';
export * from './messages';
export * from './ledger';
export * from './billing';
export * from './mirrors';
export * from './sso';
export * from './growth';
export * from './bonuses';
export * from './free-spins';
export * from './vip';
export * from './games';
export * from './routines';
export * from './throttles';
export * from './jobs';
