import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createSubscribers, MessageTooLargeError, type Bus, type RealtimeLog } from './bus';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (BLCKSZ − NAMEDATALEN − 128). */
export const NOTIFY_MAX_BYTES = 7_999;

/** How a PostgreSQL bus connects and batches. */
export type PgBusOptions = {
  connectionString: string;
  log: RealtimeLog;
  /** The PostgreSQL channel every process of the deployment listens on (a lower-case identifier). */
  channel?: string;
  /**
   * At most one NOTIFY goes per this many milliseconds: a publication after a quiet spell goes at once (after the
   * current tick), those within the interval after a NOTIFY wait for its end and go together.
   */
  flushMs?: number;
  /** First wait before reconnecting after the connection dropped; it doubles up to `reconnectMaxMs`. */
  reconnectFirstMs?: number;
  reconnectMaxMs?: number;
};

const DEFAULTS = { channel: 'casino_bus', flushMs: 10, reconnectFirstMs: 100, reconnectMaxMs: 5_000 };

/**
 * A bus across the processes of a deployment through PostgreSQL LISTEN/NOTIFY: one dedicated connection per
 * process listens on one channel and carries this process's publications, at most one `pg_notify` per `flushMs`
 * (a batch that would not fit goes at once). Every NOTIFY is a statement and a commit in the database and a
 * message to every listening process, so under load a batch a few milliseconds long costs far less than a NOTIFY
 * per balance push, and a quiet process still sends at once. A NOTIFY is `{"o": origin, "m": [[topic, payload], …]}`;
 * a process delivers its own publications at once and skips their echo. Connects before it answers; after a drop
 * it reconnects with backoff, and what was published meanwhile is lost (logged, and told to `onGap` listeners).
 */
export async function createPgBus(options: PgBusOptions): Promise<Bus> {
  const { connectionString, log, channel, flushMs, reconnectFirstMs, reconnectMaxMs } = {
    ...DEFAULTS,
    ...options,
  };
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bus: bad channel name ${channel}`);
  const origin = randomBytes(6).toString('hex');
  const head = `{"o":"${origin}","m":[`;
  const tail = ']}';
  const envelopeBytes = head.length + tail.length;
  const subscribers = createSubscribers(log);
  const gapListeners = new Set<(since: number) => void>();

  let batch: string[] = [];
  let batchBytes = 0;
  let flushTimer: NodeJS.Timeout | null = null;
  let lastSentAt = -Infinity;
  let client: pg.Client | null = null;
  let closed = false;
  let lostAt = 0;
  let lostHere = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;

  function onNotification(message: pg.Notification) {
    const text = message.payload;
    // our own batches come back too; the origin is the first field, so they are skipped unparsed
    if (message.channel !== channel || !text || text.startsWith(head)) return;
    let envelope: { m?: unknown };
    try {
      envelope = JSON.parse(text) as { m?: unknown };
    } catch {
      log.warn({ channel, bytes: text.length }, 'bus: a notification that is not JSON was ignored');
      return;
    }
    if (!Array.isArray(envelope.m)) return;
    for (const entry of envelope.m as unknown[]) {
      if (Array.isArray(entry) && typeof entry[0] === 'string') subscribers.deliver(entry[0], entry[1]);
    }
  }

  async function connect(): Promise<pg.Client> {
    const fresh = new pg.Client({ connectionString, application_name: `bus:${origin}` });
    fresh.on('error', (error) => lost(fresh, error));
    fresh.on('end', () => lost(fresh, null));
    fresh.on('notification', onNotification);
    try {
      await fresh.connect();
      await fresh.query(`listen ${channel}`);
      return fresh;
    } catch (error) {
      await fresh.end().catch(() => {});
      throw error;
    }
  }

  function lost(which: pg.Client, error: Error | null) {
    if (which !== client || closed) return;
    client = null;
    lostAt = Date.now();
    log.warn({ err: error, channel }, 'bus: the PostgreSQL connection dropped; reconnecting');
    reconnect(reconnectFirstMs);
  }

  function reconnect(wait: number) {
    reconnectTimer = setTimeout(async () => {
      reconnectTimer = null;
      if (closed) return;
      try {
        const fresh = await connect();
        if (closed) {
          await fresh.end();
          return;
        }
        client = fresh;
        const since = Date.now();
        log.warn(
          { channel, gapMs: since - lostAt, notSent: lostHere },
          'bus: reconnected; messages published by any process during the gap were lost (clients that ' +
            'resume from before it are told to read again)',
        );
        lostHere = 0;
        for (const listener of gapListeners) listener(since);
      } catch (error) {
        log.warn({ err: error, channel, retryInMs: wait }, 'bus: reconnecting failed');
        reconnect(Math.min(wait * 2, reconnectMaxMs));
      }
    }, wait);
    reconnectTimer.unref();
  }

  // batches wait here while the one before them is being sent: one query at a time keeps them in order
  const ready: { text: string; count: number }[] = [];
  let inFlight = false;
  let idle: (() => void) | null = null;

  /** Sends the batch when the interval since the last NOTIFY has passed: at once after a quiet spell. */
  function schedule() {
    if (flushTimer || batch.length === 0) return;
    flushTimer = setTimeout(flush, Math.max(0, lastSentAt + flushMs - performance.now()));
    flushTimer.unref();
  }

  /**
   * Sends the gathered batch as one NOTIFY. While one is in flight the batch keeps growing (up to the payload limit)
   * and goes once that one is answered and the interval has passed.
   */
  function flush(full = false) {
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = null;
    if (batch.length === 0) return;
    if (inFlight && !full) return;
    ready.push({ text: head + batch.join(',') + tail, count: batch.length });
    batch = [];
    batchBytes = 0;
    send();
  }

  function send() {
    if (inFlight) return;
    const next = ready.shift();
    if (!next) {
      if (batch.length > 0) return closed ? flush(true) : schedule();
      idle?.();
      return;
    }
    const target = client;
    if (!target) {
      lostHere += next.count;
      return send();
    }
    inFlight = true;
    // a monotonic clock: a step of the wall clock must not hold the next NOTIFY back
    lastSentAt = performance.now();
    target
      .query({ name: 'bus_notify', text: 'select pg_notify($1, $2)', values: [channel, next.text] })
      .catch((error: unknown) => {
        lostHere += next.count;
        log.warn({ err: error, channel, messages: next.count }, 'bus: a batch could not be sent');
      })
      .finally(() => {
        inFlight = false;
        send();
      });
  }

  client = await connect();

  return {
    publish(topic, payload) {
      if (closed) throw new Error(`bus: publish on ${topic} after close`);
      const entry = JSON.stringify([topic, payload]);
      const bytes = Buffer.byteLength(entry);
      if (envelopeBytes + bytes > NOTIFY_MAX_BYTES)
        throw new MessageTooLargeError(topic, bytes, NOTIFY_MAX_BYTES - envelopeBytes);
      if (envelopeBytes + batchBytes + (batch.length > 0 ? 1 : 0) + bytes > NOTIFY_MAX_BYTES) flush(true);
      batchBytes += (batch.length > 0 ? 1 : 0) + bytes;
      batch.push(entry);
      schedule();
      // queued first: a subscriber that publishes in turn must not overtake this message elsewhere
      subscribers.deliver(topic, payload);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await new Promise<void>((resolve) => {
        idle = resolve;
        flush(true);
        if (!inFlight && ready.length === 0) resolve();
      });
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
