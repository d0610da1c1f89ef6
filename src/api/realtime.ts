import { fromCallback } from 'xstate';
import { socketEventOf } from '../../machines/realtime/realtime.frames';
import type { SocketCommand } from '../../machines/realtime/realtime.types';
import { REALTIME_PATH, serverMessage } from '../contract/realtime';

/** The part of the browser's WebSocket the port uses. */
export interface RealtimeWebSocket {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor: the browser's, or a fake in tests. */
export type RealtimeWebSocketConstructor = new (url: string) => RealtimeWebSocket;

/** Where the socket port connects and with what. */
export interface RealtimeSocketOptions {
  /** The hub's address (`realtimeUrl`). */
  url: string;
  /** Without one (a test, a browser without WebSocket) no socket is opened and the machine waits. */
  WebSocket?: RealtimeWebSocketConstructor | undefined;
  /** Where dropped frames are reported; console.warn unless a test gives its own. */
  warn?: (message: string, detail: unknown) => void;
}

const CONNECTING = 0;
const OPEN = 1;
const NORMAL_CLOSURE = 1000;
/** What a socket that failed without a close frame reports (RFC 6455 "abnormal closure"). */
const ABNORMAL_CLOSURE = 1006;

/**
 * The hub's address for an API base (the ky client's `prefix`): the same host and path prefix, `ws:` for `http:`
 * and `wss:` for `https:`, at `REALTIME_PATH`. It never carries the token: that goes in the `hello` frame.
 */
export function realtimeUrl(apiBase: string, pageHref?: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}${REALTIME_PATH}`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = '';
  url.hash = '';
  return url.toString();
}

/** Parses one text frame of the hub; null (after a warning) for anything the contract does not allow. */
function parseFrame(data: unknown, warn: NonNullable<RealtimeSocketOptions['warn']>) {
  if (typeof data !== 'string') {
    warn('realtime: dropped a frame that is not text', typeof data);
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    warn('realtime: dropped a frame that is not JSON', data.slice(0, 200));
    return null;
  }
  const parsed = serverMessage.safeParse(json);
  if (!parsed.success) {
    warn('realtime: dropped a frame outside the contract', parsed.error.issues);
    return null;
  }
  if (parsed.data.type === 'error') warn('realtime: the hub refused a frame', parsed.data);
  return parsed.data;
}

/**
 * The realtime machine's `socket` port over one WebSocket: reports `socket.opened`, each valid server frame as its
 * machine event, and `socket.closed` with the close code; sends the client frame of each `socket.send` while the
 * socket is open. A frame the contract does not allow is dropped with a warning and never reaches the machine.
 */
export function realtimeSocket(options: RealtimeSocketOptions) {
  const warn = options.warn ?? ((message: string, detail: unknown) => console.warn(message, detail));
  return fromCallback<SocketCommand, void>(({ sendBack, receive }) => {
    const Socket = options.WebSocket;
    if (!Socket) return undefined;
    let socket: RealtimeWebSocket;
    try {
      socket = new Socket(options.url);
    } catch (error) {
      warn('realtime: the socket could not be created', error);
      sendBack({ type: 'socket.closed', code: ABNORMAL_CLOSURE });
      return undefined;
    }
    socket.onopen = () => sendBack({ type: 'socket.opened' });
    socket.onmessage = (event) => {
      const message = parseFrame(event.data, warn);
      const machineEvent = message && socketEventOf(message);
      if (machineEvent) sendBack(machineEvent);
    };
    socket.onclose = (event) => sendBack({ type: 'socket.closed', code: event.code });
    receive((command) => {
      if (socket.readyState === OPEN) socket.send(JSON.stringify(command.frame));
    });
    return () => {
      socket.onmessage = socket.onclose = socket.onerror = null;
      // closing a socket that is still connecting makes the browser log an error: it is closed once it opens
      if (socket.readyState === CONNECTING) socket.onopen = () => socket.close(NORMAL_CLOSURE);
      else {
        socket.onopen = null;
        socket.close(NORMAL_CLOSURE);
      }
    };
  });
}
