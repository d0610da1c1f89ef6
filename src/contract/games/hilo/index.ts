export * from './hilo.params';
export * from './hilo.cards';
export * from './hilo.outcome';
export * from './hilo.odds';
export * from './hilo.round';
