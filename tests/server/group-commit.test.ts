import { describe, expect, it } from 'vitest';
import { allOrEach, createGroupCommit } from '../../src/server/db/group-commit';

/** A statement that answers later, when the test lets it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('group commit', () => {
  it('sends an item alone while a statement is free, and those that arrive meanwhile together', async () => {
    const batches: number[][] = [];
    const gates: { resolve: (value: void) => void }[] = [];
    let open = false;
    const commit = createGroupCommit<number, number>(
      async (batch) => {
        batches.push(batch.map((entry) => entry.item));
        if (!open) {
          const gate = deferred<void>();
          gates.push(gate);
          await gate.promise;
        }
        for (const entry of batch) entry.resolve(entry.item * 10);
      },
      { inFlight: 2, maxBatch: 3 },
    );
    const answers = [1, 2, 3, 4, 5, 6].map((n) => commit.submit(n));
    // two statements run; the other four wait
    expect(batches).toEqual([[1], [2]]);
    gates[0]!.resolve();
    await answers[0];
    await new Promise((resolve) => setImmediate(resolve));
    // the first to end takes the next three, at most
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    open = true;
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1], [2], [3, 4, 5], [6]]);
  });

  it('puts at most one item of a key in a batch, the others waiting for the next', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const commit = createGroupCommit<number, number>(
      async (batch) => {
        batches.push(batch.map((entry) => entry.item));
        if (batches.length === 1) await first;
        for (const entry of batch) entry.resolve(entry.item);
      },
      { inFlight: 1, maxBatch: 16, oneOf: (item) => item },
    );
    const answers = [1, 1, 2, 1, 3].map((n) => commit.submit(n));
    release();
    expect(await Promise.all(answers)).toEqual([1, 1, 2, 1, 3]);
    expect(batches).toEqual([[1], [1, 2, 3], [1]]);
  });

  it('runs a batch in lock order, and each item alone when the batch fails', async () => {
    const calls: string[] = [];
    const run = allOrEach<{ user: number; bad?: boolean }, string>(
      async (item) => {
        calls.push(`one ${item.user}`);
        await new Promise((resolve) => setImmediate(resolve));
        calls.push(`end ${item.user}`);
        if (item.bad) throw new Error(`refused ${item.user}`);
        return `alone ${item.user}`;
      },
      async (items) => {
        calls.push(`many ${items.map((item) => item.user).join(',')}`);
        if (items.some((item) => item.bad)) throw new Error('the batch failed');
        return items.map((item) => `batched ${item.user}`);
      },
      (a, b) => a.user - b.user,
    );
    const settle = (items: { user: number; bad?: boolean }[]) => {
      const results: Promise<string>[] = [];
      const batch = items.map((item) => {
        let entry!: { item: typeof item; resolve: (a: string) => void; reject: (e: unknown) => void };
        results.push(new Promise<string>((resolve, reject) => (entry = { item, resolve, reject })));
        return entry;
      });
      return { done: run(batch), results: Promise.allSettled(results) };
    };

    const good = settle([{ user: 3 }, { user: 1 }, { user: 2 }]);
    await good.done;
    expect(calls).toEqual(['many 1,2,3']);
    expect((await good.results).map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual([
      'batched 3',
      'batched 1',
      'batched 2',
    ]);

    calls.length = 0;
    const mixed = settle([{ user: 5 }, { user: 4, bad: true }, { user: 6 }]);
    await mixed.done;
    // the batch's items run again one after another, not all at once
    expect(calls).toEqual(['many 4,5,6', 'one 4', 'end 4', 'one 5', 'end 5', 'one 6', 'end 6']);
    const settled = await mixed.results;
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 'alone 5' });
    expect((settled[1] as PromiseRejectedResult).reason).toEqual(new Error('refused 4'));
  });
});
