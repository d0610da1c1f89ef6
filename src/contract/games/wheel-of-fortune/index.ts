export * from './wheel-of-fortune.params';
export * from './wheel-of-fortune.shapes';
export * from './wheel-of-fortune.outcome';
export * from './wheel-of-fortune.payout';
