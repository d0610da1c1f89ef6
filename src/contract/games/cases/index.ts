export * from './cases.shapes';
export * from './cases.params';
export * from './cases.payout';
export * from './cases.outcome';
export * from './cases.reel';
export * from './cases.catalog';
