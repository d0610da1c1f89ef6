import http from 'node:http';

/** A dice bet as both servers take it: `POST /api/v2/games/dice/bets` with a bearer token. */
export type BetClient = {
  /** Sends one bet and answers the status; rejects on a connection error or when `signal` aborts it. */
  place: (token: string, body: unknown, signal?: AbortSignal) => Promise<number>;
  close: () => void;
};

const PATH = '/api/v2/games/dice/bets';

/**
 * A keep-alive client over at most `connections` sockets to a server on loopback; the answer's body is read and
 * dropped, so parsing it costs neither server's figures anything on the bench's side.
 */
export function createBetClient(port: number, connections: number): BetClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const place = (token: string, body: unknown, signal?: AbortSignal) =>
    new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: PATH,
          signal,
          headers: {
            host: `api.localhost:${port}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: `Bearer ${token}`,
          },
        },
        (response) => {
          response.on('error', reject);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.resume();
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return { place, close: () => agent.destroy() };
}
