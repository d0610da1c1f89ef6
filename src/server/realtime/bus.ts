/**
 * A publish/subscribe bus between the processes of one deployment, on named topics. The realtime hub carries its
 * events on it; other services may use it for anything every process must hear at once (a revoked session that
 * clears per-process caches). A payload must survive `JSON.stringify`: a bus between processes sends it as JSON.
 *
 * Delivery: a process hears its own publications at once, synchronously inside `publish`, and those of other
 * processes in the order each of them published. Nothing is stored: a process that is not connected when a
 * message goes out does not get it.
 */
export interface Bus {
  /** Sends `payload` to the subscribers of `topic` in every process; throws when it cannot be carried at all. */
  publish(topic: string, payload: unknown): void;
  /** Calls `handler` for every payload published on `topic` from now on; answers a function that stops it. */
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  /**
   * Calls `listener` after the bus lost messages (its connection dropped and came back), with the moment
   * (epoch ms) from which it hears everything again. The in-process bus never loses any.
   */
  onGap(listener: (since: number) => void): () => void;
  /** Sends what is still queued and stops; publishing afterwards throws. */
  close(): Promise<void>;
}

/** A message bigger than the bus can carry in one piece (a NOTIFY holds under 8000 bytes); nothing was sent. */
export class MessageTooLargeError extends Error {
  constructor(
    readonly topic: string,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`bus: a message on ${topic} takes ${bytes} bytes; the bus carries at most ${limit}`);
  }
}

/** Where the bus and the hub report what goes wrong; pino's and Fastify's loggers fit. */
export type RealtimeLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** The subscribers of one process, by topic; both buses deliver through it. */
export type Subscribers = {
  add(topic: string, handler: (payload: unknown) => void): () => void;
  deliver(topic: string, payload: unknown): void;
};

/** A subscriber table whose deliveries survive a throwing handler (it is logged; the others still run). */
export function createSubscribers(log: RealtimeLog): Subscribers {
  const byTopic = new Map<string, Set<(payload: unknown) => void>>();
  return {
    add(topic, handler) {
      let handlers = byTopic.get(topic);
      if (!handlers) byTopic.set(topic, (handlers = new Set()));
      // a wrapper per subscription: the same function subscribed twice is two subscriptions
      const subscription = (payload: unknown) => handler(payload);
      handlers.add(subscription);
      return () => {
        handlers.delete(subscription);
        if (handlers.size === 0 && byTopic.get(topic) === handlers) byTopic.delete(topic);
      };
    },
    deliver(topic, payload) {
      const handlers = byTopic.get(topic);
      if (!handlers) return;
      for (const handler of handlers) {
        try {
          handler(payload);
        } catch (error) {
          log.error({ err: error, topic }, 'bus: a subscriber failed');
        }
      }
    },
  };
}

/** The bus of a deployment of one process (PGlite): publications go straight to this process's subscribers. */
export function createLocalBus(log: RealtimeLog = silentLog): Bus {
  const subscribers = createSubscribers(log);
  let closed = false;
  return {
    publish(topic, payload) {
      if (closed) throw new Error(`bus: publish on ${topic} after close`);
      subscribers.deliver(topic, payload);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    onGap: () => () => {},
    close: async () => {
      closed = true;
    },
  };
}

const ignore = () => {};
/** A log that drops everything, for tests and tools. */
export const silentLog: RealtimeLog = { info: ignore, warn: ignore, error: ignore };
