import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { realtimeMachine } from '../realtime/realtime.machine';
import type { BetsListenerInput, HubBetsEvent } from './live-feed.types';

/** The part of the app's realtime actor a feed needs: subscribe and unsubscribe, hear messages. */
export type RealtimePort = Pick<ActorRefFrom<typeof realtimeMachine>, 'send' | 'on'>;

/**
 * The feed's `listenToBets` over the app's realtime actor (systemId `realtime`): subscribes to the channel while it
 * runs and unsubscribes when it stops, reports each time the hub holds the channel (after a reconnect too: what was
 * pushed meanwhile is lost) and each batch of that channel. Without a realtime actor there is nothing to wait for: it
 * reports the channel held at once, and the feed shows its snapshot.
 */
export function listenToRealtimeBets(realtime: RealtimePort | undefined) {
  return fromCallback<EventObject, BetsListenerInput>(({ input, sendBack }) => {
    const report = (event: HubBetsEvent) => sendBack(event);
    if (!realtime) {
      report({ type: 'feed.channelHeld' });
      return undefined;
    }
    const held = realtime.on('realtime.channelsHeld', ({ channels }) => {
      if (channels.includes(input.channel)) report({ type: 'feed.channelHeld' });
    });
    const received = realtime.on('realtime.received', ({ message }) => {
      if (message.kind === 'bets' && message.channel === input.channel) {
        report({ type: 'feed.betsReceived', bets: message.data });
      }
    });
    realtime.send({ type: 'realtime.subscribe', channel: input.channel });
    return () => {
      held.unsubscribe();
      received.unsubscribe();
      realtime.send({ type: 'realtime.unsubscribe', channel: input.channel });
    };
  });
}
