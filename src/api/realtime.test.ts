import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { balanceMessage, makeWelcome } from '../../machines/realtime/realtime.fixtures';
import { realtimeMachine } from '../../machines/realtime/realtime.machine';
import { selectConnection } from '../../machines/realtime/realtime.select';
import type { NetworkEvent } from '../../machines/realtime/realtime.types';
import { realtimeSocket, realtimeUrl } from './realtime';
import { fakeWebSockets } from './realtime.fake';

/** The realtime machine on the real port over fake sockets; `warnings` holds what the port logged. */
function start(token: string | null = 'secret-token', WebSocketImpl?: 'none' | 'throws') {
  const fakes = fakeWebSockets();
  const { sockets } = fakes;
  const warnings: string[] = [];
  const WebSocket =
    WebSocketImpl === 'none'
      ? undefined
      : WebSocketImpl === 'throws'
        ? class {
            constructor() {
              throw new SyntaxError('bad url');
            }
          }
        : fakes.WebSocket;
  const machine = realtimeMachine.provide({
    actors: {
      socket: realtimeSocket({
        url: 'wss://api.casino.test/api/v2/realtime',
        WebSocket: WebSocket as never,
        warn: (message) => warnings.push(message),
      }),
      watchNetwork: fromCallback<NetworkEvent, void>(() => {}),
    },
  });
  const actor = createActor(machine, { input: { token, random: () => 0.5 } }).start();
  return { actor, sockets, warnings, socket: () => sockets.at(-1)! };
}

describe('realtimeUrl', () => {
  it('is the API host at REALTIME_PATH with ws for http and wss for https', () => {
    expect(realtimeUrl('https://api.casino.test')).toBe('wss://api.casino.test/api/v2/realtime');
    expect(realtimeUrl('http://api.localhost:8080/')).toBe('ws://api.localhost:8080/api/v2/realtime');
    expect(realtimeUrl('https://casino.test/proxy')).toBe('wss://casino.test/proxy/api/v2/realtime');
  });

  it('resolves a base without a host against the page', () => {
    expect(realtimeUrl('/', 'https://casino.test/games')).toBe('wss://casino.test/api/v2/realtime');
  });
});

describe('realtimeSocket', () => {
  it('keeps the token out of the address and sends it in the hello', () => {
    const { socket } = start('secret-token');
    expect(socket().url).toBe('wss://api.casino.test/api/v2/realtime');
    expect(socket().url).not.toContain('secret-token');
    socket().open();
    expect(socket().sent).toEqual([{ type: 'hello', token: 'secret-token', channels: [] }]);
  });

  it('hands valid frames to the machine as its events', () => {
    const { actor, socket } = start();
    const received: number[] = [];
    actor.on('realtime.received', ({ message }) => received.push(message.id));
    socket().open();
    socket().frame(makeWelcome({ user_id: 7 }));
    expect(selectConnection(actor.getSnapshot())).toBe('open');
    expect(actor.getSnapshot().context.userId).toBe(7);
    socket().frame(balanceMessage(5, 10));
    socket().frame({ type: 'signed_out', reason: 'session_ended' });
    expect(received).toEqual([5]);
    expect(actor.getSnapshot().context.userId).toBeNull();
  });

  it('drops and reports frames outside the contract without disturbing the machine', () => {
    const { actor, socket, warnings } = start();
    socket().open();
    socket().frame('not json');
    socket().frame({ type: 'welcome', user_id: 'seven' });
    socket().frame({ type: 'surprise' });
    socket().frame({ ...balanceMessage(5, 10), kind: 'jackpot' });
    socket().frame(new ArrayBuffer(4));
    expect(warnings).toEqual([
      'realtime: dropped a frame that is not JSON',
      'realtime: dropped a frame outside the contract',
      'realtime: dropped a frame outside the contract',
      'realtime: dropped a frame outside the contract',
      'realtime: dropped a frame that is not text',
    ]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().matches({ active: { link: 'greeting' } })).toBe(true);
  });

  it('logs an error frame of the hub and leaves the close that follows to the machine', () => {
    const { actor, socket, warnings } = start();
    socket().open();
    socket().frame({ type: 'error', code: 'bad_message', message: 'no' });
    expect(warnings).toEqual(['realtime: the hub refused a frame']);
    expect(selectConnection(actor.getSnapshot())).toBe('connecting');
    socket().drop(4400);
    expect(selectConnection(actor.getSnapshot())).toBe('reconnecting');
  });

  it('sends frames only while the socket is open, and closes it normally when the machine lets it go', () => {
    const { actor, socket } = start();
    actor.send({ type: 'token.changed', token: 'other' });
    expect(socket().sent).toEqual([]);
    socket().open();
    socket().frame(makeWelcome());
    actor.send({ type: 'realtime.subscribe', channel: 'bets' });
    expect(socket().sent).toEqual([
      { type: 'hello', token: 'other', channels: [] },
      { type: 'subscribe', channels: ['bets'] },
    ]);
    const first = socket();
    actor.send({ type: 'network.offline' });
    expect(first.closedWith).toBe(1000);
    expect(first.onmessage).toBeNull();
  });

  it('closes a socket the machine lets go while it is still connecting only once it has opened', () => {
    const { actor, socket } = start();
    const first = socket();
    actor.send({ type: 'network.offline' });
    expect(first.closedWith).toBeNull();
    first.open();
    expect(first.closedWith).toBe(1000);
    expect(first.sent).toEqual([]);
  });

  it('reports a socket that cannot be created as closed, so the machine backs off', () => {
    const { actor, warnings } = start('t', 'throws');
    expect(warnings).toEqual(['realtime: the socket could not be created']);
    expect(selectConnection(actor.getSnapshot())).toBe('reconnecting');
  });

  it('opens nothing without a WebSocket', () => {
    const { actor, sockets } = start('t', 'none');
    expect(sockets).toEqual([]);
    expect(selectConnection(actor.getSnapshot())).toBe('connecting');
  });
});
