import type { SnapshotFrom } from 'xstate';
import type { PublicChannel } from '../../src/contract/realtime';
import { heldChannels } from './realtime.frames';
import type { realtimeMachine } from './realtime.machine';

export type RealtimeSnapshot = SnapshotFrom<typeof realtimeMachine>;

/** Where the connection is: opening, welcomed and open, waiting to reconnect, or waiting for the network. */
export type RealtimeConnection = 'connecting' | 'open' | 'reconnecting' | 'offline';

/** What a player should be told about live updates: nothing, they are being restored, or the browser is offline. */
export type RealtimeNotice = 'reconnecting' | 'offline' | null;

/** Failed connections in a row before the interface says live updates are interrupted: one blip is no news. */
export const NOTICE_AFTER_FAILURES = 2;

/** The connection's state. */
export const selectConnection = (s: RealtimeSnapshot): RealtimeConnection => {
  if (s.matches('offline')) return 'offline';
  if (s.matches('reconnecting')) return 'reconnecting';
  return s.matches({ active: { link: 'open' } }) ? 'open' : 'connecting';
};

/** The notice about live updates: offline at once, reconnecting once two connections in a row have failed. */
export const selectRealtimeNotice = (s: RealtimeSnapshot): RealtimeNotice => {
  const connection = selectConnection(s);
  if (connection === 'offline') return 'offline';
  return connection !== 'open' && s.context.attempt >= NOTICE_AFTER_FAILURES ? 'reconnecting' : null;
};

/** The public channels at least one listener wants. */
export const selectHeldChannels = (s: RealtimeSnapshot): PublicChannel[] =>
  heldChannels(s.context.subscriptions);
