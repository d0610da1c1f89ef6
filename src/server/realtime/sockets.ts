import { REALTIME_CLOSE } from '../../contract/realtime';
import type { RealtimeLog } from './bus';
import type { FrameError } from './client-frames';
import type { Connection, Registry } from './connections';

/** Writing frames to the hub's sockets and letting sockets go. */
export type Sockets = {
  /** Writes a frame, or terminates the socket when its send buffer would pass the bound. */
  send(connection: Connection, frame: Buffer | string): void;
  /** Stops every delivery to the connection and its timers (its socket may still be closing). */
  release(connection: Connection): void;
  close(connection: Connection, code: number, reason: string): void;
  /** Sends an `error` frame and closes with `badMessage`. */
  refuse(connection: Connection, error: FrameError): void;
  /** Slow consumers terminated so far. */
  readonly dropped: number;
};

const TEXT = { binary: false };

/** The sockets side of a hub: a slow client is cut off, never waited for, so one cannot slow the process. */
export function createSockets(options: {
  maxBufferedBytes: number;
  registry: Registry;
  log: RealtimeLog;
}): Sockets {
  const { maxBufferedBytes, registry, log } = options;
  let dropped = 0;

  function release(connection: Connection) {
    connection.state = 'closed';
    if (connection.helloTimer) clearTimeout(connection.helloTimer);
    if (connection.expiryTimer) clearTimeout(connection.expiryTimer);
    connection.helloTimer = connection.expiryTimer = null;
    registry.forget(connection);
  }

  function send(connection: Connection, frame: Buffer | string) {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    const bytes = typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length;
    if (socket.bufferedAmount + bytes > maxBufferedBytes) {
      dropped++;
      log.info(
        { buffered: socket.bufferedAmount, userId: connection.claims?.userId },
        'realtime: slow consumer dropped',
      );
      release(connection);
      // a close frame would wait behind the megabyte the client is not reading
      socket.terminate();
      return;
    }
    // a Buffer is written as it is (no copy, no encoding per socket); TEXT keeps it a text frame
    socket.send(frame, TEXT);
  }

  function close(connection: Connection, code: number, reason: string) {
    release(connection);
    connection.socket.close(code, reason);
  }

  return {
    send,
    release,
    close,
    refuse(connection, error) {
      send(connection, JSON.stringify({ type: 'error', ...error }));
      close(connection, REALTIME_CLOSE.badMessage, error.code);
    },
    get dropped() {
      return dropped;
    },
  };
}
