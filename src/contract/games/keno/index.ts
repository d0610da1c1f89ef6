export * from './keno.params';
export * from './keno.shapes';
export * from './keno.odds';
export * from './keno.outcome';
export * from './keno.payout';
