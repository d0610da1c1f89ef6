import { makeWelcome } from '../../machines/realtime/realtime.fixtures';
import type { PublicChannel } from '../contract/realtime';
import type { RealtimeWebSocket, RealtimeWebSocketConstructor } from './realtime';

/** A WebSocket a test drives: it opens, receives and drops when told, and records the frames sent (parsed). */
export class FakeWebSocket implements RealtimeWebSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: RealtimeWebSocket['onopen'] = null;
  onmessage: RealtimeWebSocket['onmessage'] = null;
  onclose: RealtimeWebSocket['onclose'] = null;
  onerror: RealtimeWebSocket['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code ?? null;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  /** The hub sends `data` (objects are sent as JSON text). */
  frame(data: unknown) {
    this.onmessage?.({
      data:
        typeof data === 'object' && data !== null && !(data instanceof ArrayBuffer)
          ? JSON.stringify(data)
          : data,
    } as MessageEvent);
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

/** A WebSocket constructor for `realtimeSocket`/`AppDeps.WebSocket` and every socket it made, oldest first. */
export function fakeWebSockets(): { WebSocket: RealtimeWebSocketConstructor; sockets: FakeWebSocket[] } {
  const sockets: FakeWebSocket[] = [];
  class Recorded extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return { WebSocket: Recorded, sockets };
}

/**
 * A WebSocket constructor whose sockets play a hub that takes every frame: each opens at once, welcomes its
 * `hello` as a guest holding the hello's channels, and answers each `subscribe` with `subscribed`.
 */
export function answeringWebSockets(): RealtimeWebSocketConstructor {
  return class AnsweringSocket extends FakeWebSocket {
    constructor(url: string) {
      super(url);
      queueMicrotask(() => this.open());
    }
    override send(data: string) {
      super.send(data);
      const frame = JSON.parse(data) as { type: string; channels: PublicChannel[] };
      if (frame.type === 'hello') this.frame(makeWelcome({ channels: frame.channels }));
      if (frame.type === 'subscribe') this.frame({ type: 'subscribed', channels: frame.channels });
    }
  };
}
