import http from 'node:http';

/** One answer of the server: status, the raw text and the parsed JSON (undefined when not JSON). */
export type ApiAnswer = { status: number; text: string; json: unknown };

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  /** An object is sent as JSON; a string is sent as is (a signed webhook body must keep its exact bytes). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};

/** A keep-alive HTTP client for the API host of a server on loopback; connection errors reject. */
export type ApiClient = {
  request: (req: ApiRequest) => Promise<ApiAnswer>;
  close: () => void;
};

const REQUEST_TIMEOUT_MS = 20_000;

/**
 * Talks to `api.localhost:<port>` over at most `connections` sockets kept open between requests, as a browser
 * or a load balancer would. `port` is read on every request, so a restarted server on a new port is followed.
 */
export function createApiClient(port: () => number, connections: number): ApiClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const request = ({ method = 'POST', path, body, token, headers = {} }: ApiRequest) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port: port(),
          method,
          path,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            host: `api.localhost:${port()}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let json: unknown;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, text, json });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
      req.on('error', reject);
      req.end(payload);
    });
  return { request, close: () => agent.destroy() };
}
