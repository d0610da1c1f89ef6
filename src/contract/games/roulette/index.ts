export * from './roulette.layout';
export * from './roulette.bets';
export * from './roulette.params';
export * from './roulette.outcome';
export * from './roulette.payout';
