import type { PublicChannel } from '../../contract/realtime';

/** A message as the hub keeps it for resumes: its id, its arrival order and time here, its final frame's text. */
export type BufferedMessage = { id: number; seq: number; at: number; frame: string };

/** Messages in arrival order; the oldest leave from the front. */
class ArrivalQueue {
  private items: BufferedMessage[] = [];
  private head = 0;

  get size() {
    return this.items.length - this.head;
  }

  push(message: BufferedMessage) {
    this.items.push(message);
  }

  evict(before: number) {
    while (this.head < this.items.length && this.items[this.head]!.at < before) this.head++;
    // dropping the front of an array one by one is quadratic; cut it off once it is half the array
    if (this.head > 64 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }

  collect(into: BufferedMessage[], keep: (message: BufferedMessage) => boolean) {
    for (let i = this.head; i < this.items.length; i++) if (keep(this.items[i]!)) into.push(this.items[i]!);
  }
}

/** The last `windowMs` of every public channel and every player's messages, as this process received them. */
export type ResumeBuffer = {
  /** The arrival number of the last message added; a later message has a higher one. */
  readonly seq: number;
  /** Messages held. */
  readonly size: number;
  /** Keeps a message of a public channel or of a player (by user id), arrived at `at` (epoch ms). */
  add(to: PublicChannel | number, id: number, frame: string, at: number): void;
  /** The held messages of these channels and this player that `keep` accepts, in arrival order. */
  select(
    channels: Iterable<PublicChannel>,
    userId: number | null,
    keep: (message: BufferedMessage) => boolean,
  ): BufferedMessage[];
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
    add(to, id, frame, at) {
      let queue = queues.get(to);
      if (!queue) queues.set(to, (queue = new ArrivalQueue()));
      queue.evict(at - windowMs);
      queue.push({ id, seq: ++seq, at, frame });
    },
    select(channels, userId, keep) {
      const found: BufferedMessage[] = [];
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
