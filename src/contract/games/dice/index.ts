export * from './dice.params';
export * from './dice.outcome';
export * from './dice.payout';
