import type { PublicChannel } from '../../contract/realtime';

/**
 * A message as the hub keeps it for resumes: its id, its arrival order and time here, its final frame's text, and
 * its `latest` key, if any: a message of the same key with a higher id replaces it, and its frame becomes `null`.
 */
export type BufferedMessage = { id: number; seq: number; at: number; frame: string | null; latest?: string };

/** A message a resume may still send. */
export type HeldMessage = BufferedMessage & { frame: string };

/** Messages in arrival order; the oldest leave from the front. */
class ArrivalQueue {
  private items: BufferedMessage[] = [];
  private head = 0;
  /** The newest message of each `latest` key. */
  private newest = new Map<string, BufferedMessage>();

  get size() {
    return this.items.length - this.head;
  }

  push(message: BufferedMessage) {
    // the newest is the highest id, as the client takes it: ids of two processes may arrive out of order
    if (message.latest !== undefined) {
      const newest = this.newest.get(message.latest);
      if (!newest || newest.id < message.id) {
        if (newest) newest.frame = null;
        this.newest.set(message.latest, message);
      } else message.frame = null;
    }
    this.items.push(message);
  }

  evict(before: number) {
    while (this.head < this.items.length && this.items[this.head]!.at < before) {
      const gone = this.items[this.head++]!;
      if (gone.latest !== undefined && this.newest.get(gone.latest) === gone) this.newest.delete(gone.latest);
    }
    // dropping the front of an array one by one is quadratic; cut it off once it is half the array
    if (this.head > 64 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }

  collect(into: HeldMessage[], keep: (message: BufferedMessage) => boolean) {
    for (let i = this.head; i < this.items.length; i++) {
      const message = this.items[i]!;
      if (message.frame !== null && keep(message)) into.push(message as HeldMessage);
    }
  }
}

/** The last `windowMs` of every public channel and every player's messages, as this process received them. */
export type ResumeBuffer = {
  /** The arrival number of the last message added; a later message has a higher one. */
  readonly seq: number;
  /** Messages held, those replaced by a newer one of their key included (their frames are gone). */
  readonly size: number;
  /**
   * Keeps a message of a public channel or of a player (by user id), arrived at `at` (epoch ms). With `latest`, the
   * message carries the whole state of what the key names (a player's balance in a currency): of the messages of
   * one key only the one with the highest id is sent on a resume, and the others' frames are let go at once rather
   * than held for the window.
   */
  add(to: PublicChannel | number, id: number, frame: string, at: number, latest?: string): void;
  /** The held messages of these channels and this player that `keep` accepts, in arrival order. */
  select(
    channels: Iterable<PublicChannel>,
    userId: number | null,
    keep: (message: BufferedMessage) => boolean,
  ): HeldMessage[];
  /** Forgets what arrived before `now − windowMs`. */
  evict(now: number): void;
};

/** A resume buffer of `windowMs`, one queue per channel and per player, so a resume reads only its own. */
export function createResumeBuffer(windowMs: number): ResumeBuffer {
  const queues = new Map<PublicChannel | number, ArrivalQueue>();
  let seq = 0;
  return {
    get seq() {
      return seq;
    },
    get size() {
      let total = 0;
      for (const queue of queues.values()) total += queue.size;
      return total;
    },
    add(to, id, frame, at, latest) {
      let queue = queues.get(to);
      if (!queue) queues.set(to, (queue = new ArrivalQueue()));
      queue.evict(at - windowMs);
      queue.push(
        latest === undefined ? { id, seq: ++seq, at, frame } : { id, seq: ++seq, at, frame, latest },
      );
    },
    select(channels, userId, keep) {
      const found: HeldMessage[] = [];
      for (const channel of channels) queues.get(channel)?.collect(found, keep);
      if (userId !== null) queues.get(userId)?.collect(found, keep);
      return found.sort((a, b) => a.seq - b.seq);
    },
    evict(now) {
      for (const [key, queue] of queues) {
        queue.evict(now - windowMs);
        if (queue.size === 0) queues.delete(key);
      }
    },
  };
}
