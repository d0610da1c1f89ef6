import { fromCallback } from 'xstate';
import { defineModel } from '../../tests/model/model-config';
import { balanceMessage, makeWelcome } from './realtime.fixtures';
import { realtimeMachine } from './realtime.machine';
import type { NetworkEvent, SocketCommand } from './realtime.types';

/**
 * Path-test model of the realtime connection of a tab with a stored token: the socket and the network watcher are
 * silent, their reports are path events. A welcome either refuses the token or speaks for player 7 with a resumed
 * channel; one balance message stands for every message: before the player's welcome it is only passed on to
 * listeners, after it the app hears of it too, and a second delivery is a resume's duplicate; a subscribe's answer
 * is passed on to listeners. Five events deep reaches the last branch: a channel held twice while open and let go
 * once.
 */
export const modelConfig = defineModel(realtimeMachine, {
  provide: {
    actors: {
      socket: fromCallback<SocketCommand, void>(() => {}),
      watchNetwork: fromCallback<NetworkEvent, void>(() => {}),
    },
  },
  inputs: [{ token: 'tok', random: () => 0.5 }],
  events: {
    'socket.welcomed': [
      { welcome: makeWelcome({ error: 'token_expired' }) },
      { welcome: makeWelcome({ user_id: 7, channels: ['bets'], resumed: true }) },
    ],
    'socket.received': [{ message: balanceMessage(3, 120) }],
    'socket.subscribed': [{ channels: ['bets'] }],
    'socket.signedOut': [{ reason: 'token_expired' }],
    'socket.closed': [{ code: 1006 }],
    'token.changed': [{ token: 'new' }],
    'realtime.subscribe': [{ channel: 'bets' }],
    'realtime.unsubscribe': [{ channel: 'bets' }],
  },
  maxDepth: 5,
});
