import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { REALTIME, REALTIME_CLOSE, REALTIME_PATH } from '../../contract/realtime';
import type { Hub } from './hub';

/**
 * Options of `@fastify/websocket`, registered once at the root before the route:
 * `await app.register(websocket, realtimeWebsocketOptions(hub))`. Frames are not compressed (a deflate context per
 * socket costs memory, and each event would be compressed again for every socket). `ws` itself refuses frames
 * beyond `maxPayload` with 1009 and no word; up to it the hub answers a frame longer than `maxClientFrameBytes` with
 * an `error` and 4400. On `app.close()` the hub closes its sockets with 1001, then its bus, before the server stops.
 */
export function realtimeWebsocketOptions(hub: Hub): WebsocketPluginOptions {
  return {
    options: { maxPayload: 4 * REALTIME.maxClientFrameBytes, perMessageDeflate: false },
    preClose: async function closeSockets(this: FastifyInstance) {
      await hub.close();
      // sockets of other WebSocket routes, if any are ever added, go the same way
      for (const client of this.websocketServer.clients) client.close(REALTIME_CLOSE.goingAway, 'going away');
      this.websocketServer.close();
    },
  };
}

/**
 * `GET /api/v2/realtime`: registered in the API host's scope, after `@fastify/websocket` at the root. An address
 * holding `maxSocketsPerIp` sockets on this process has the next one closed with `tooManySockets`.
 */
export function registerRealtimeRoute(
  app: FastifyInstance,
  hub: Hub,
  maxSocketsPerIp: number = REALTIME.maxSocketsPerIp,
): void {
  const perIp = new Map<string, number>();
  // the query string is never read: a token there would end up in access logs
  app.get(REALTIME_PATH, { websocket: true }, (socket, request) => {
    const held = perIp.get(request.ip) ?? 0;
    if (held >= maxSocketsPerIp) return socket.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
    perIp.set(request.ip, held + 1);
    socket.once('close', () => {
      const left = (perIp.get(request.ip) ?? 1) - 1;
      if (left > 0) perIp.set(request.ip, left);
      else perIp.delete(request.ip);
    });
    hub.accept(socket);
  });
}
