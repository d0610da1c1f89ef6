import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { realtimeMachine } from '../realtime/realtime.machine';
import type { BetsListenerInput, PushedBetsEvent } from './live-feed.types';

/** The part of the app's realtime actor a feed needs: subscribe and unsubscribe, hear messages. */
export type RealtimePort = Pick<ActorRefFrom<typeof realtimeMachine>, 'send' | 'on'>;

/**
 * The feed's `listenToBets` over the app's realtime actor (systemId `realtime`): subscribes to the channel while it
 * runs and unsubscribes when it stops, reports each batch of that channel and every missed-messages report. Without
 * a realtime actor it reports nothing and the feed shows its snapshot.
 */
export function listenToRealtimeBets(realtime: RealtimePort | undefined) {
  return fromCallback<EventObject, BetsListenerInput>(({ input, sendBack }) => {
    if (!realtime) return undefined;
    const report = (event: PushedBetsEvent) => sendBack(event);
    const received = realtime.on('realtime.received', ({ message }) => {
      if (message.kind === 'bets' && message.channel === input.channel) {
        report({ type: 'feed.betsReceived', bets: message.data });
      }
    });
    const missed = realtime.on('realtime.messagesMissed', () => report({ type: 'feed.betsMissed' }));
    realtime.send({ type: 'realtime.subscribe', channel: input.channel });
    return () => {
      received.unsubscribe();
      missed.unsubscribe();
      realtime.send({ type: 'realtime.unsubscribe', channel: input.channel });
    };
  });
}
