import type { SnapshotFrom } from 'xstate';
import type { tokenRefreshMachine } from './token-refresh.machine';

export type TokenRefreshSnapshot = SnapshotFrom<typeof tokenRefreshMachine>;

/** A token refresh is running. */
export const selectIsRefreshing = (s: TokenRefreshSnapshot): boolean => s.matches('refreshing');

/** How many requests wait for the running refresh. */
export const selectQueuedCount = (s: TokenRefreshSnapshot): number => s.context.queue.length;
