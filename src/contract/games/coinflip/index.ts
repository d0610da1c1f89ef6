export * from './coinflip.params';
export * from './coinflip.outcome';
export * from './coinflip.payout';
