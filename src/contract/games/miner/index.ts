export * from './miner.params';
export * from './miner.outcome';
export * from './miner.payout';
export * from './miner.round';
