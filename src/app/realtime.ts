import { fromCallback } from 'xstate';
import { realtimeMachine } from '../../machines/realtime/realtime.machine';
import type { NetworkEvent } from '../../machines/realtime/realtime.types';
import { realtimeSocket, realtimeUrl, type RealtimeWebSocketConstructor } from '../api/realtime';

/** Reports the browser offline or online (at once when it starts offline); a no-op where there is no window. */
export const watchBrowserNetwork = fromCallback<NetworkEvent, void>(({ sendBack }) => {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
  const offline = () => sendBack({ type: 'network.offline' });
  const online = () => sendBack({ type: 'network.online' });
  if (!navigator.onLine) offline();
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
  };
});

/** What the realtime connection needs from the composition root. */
export interface RealtimeDeps {
  /** The API base the ky client uses; the hub lives on the same host. */
  apiBase: string;
  /** The page's address, for an API base without a host. */
  pageHref: string;
  /** The browser's WebSocket; without one no socket is opened. */
  WebSocket?: RealtimeWebSocketConstructor | undefined;
  log: (message: string, detail: unknown) => void;
}

/** The `realtime` machine with a WebSocket to the hub on the API host and the browser's network state. */
export function provideRealtime(deps: RealtimeDeps) {
  return realtimeMachine.provide({
    actors: {
      socket: realtimeSocket({
        url: realtimeUrl(deps.apiBase, deps.pageHref),
        WebSocket: deps.WebSocket,
        warn: deps.log,
      }),
      watchNetwork: watchBrowserNetwork,
    },
  });
}
