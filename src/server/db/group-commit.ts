/** An item waiting for its statement, and how to answer its caller. */
export type Waiting<Item, Answer> = {
  item: Item;
  resolve: (answer: Answer) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit: up to `inFlight` statements run at once, and the items that arrive while they do wait for one to end
 * and then go together, at most `maxBatch` in one, so many share a statement and a commit; with `oneOf`, at most one
 * item of each key (a player, say) goes in a batch, so that a batch never holds one player's rows while it waits for
 * another lock of theirs. An item that finds a statement free goes alone at once, so a quiet server adds no wait.
 * `run` answers or refuses every item of the batch it is given; an item it leaves unsettled is refused with its
 * error.
 */
export function createGroupCommit<Item, Answer>(
  run: (batch: Waiting<Item, Answer>[]) => Promise<void>,
  limits: { inFlight: number; maxBatch: number; oneOf?: (item: Item) => unknown },
) {
  const waiting: Waiting<Item, Answer>[] = [];
  let inFlight = 0;

  /** The next batch: the oldest items, at most one of each `oneOf` (the rest wait for the next batch). */
  function take(): Waiting<Item, Answer>[] {
    const { oneOf, maxBatch } = limits;
    if (!oneOf) return waiting.splice(0, maxBatch);
    const batch: Waiting<Item, Answer>[] = [];
    const seen = new Set<unknown>();
    for (let i = 0; i < waiting.length && batch.length < maxBatch;) {
      const key = oneOf(waiting[i]!.item);
      if (seen.has(key)) i++;
      else {
        seen.add(key);
        batch.push(...waiting.splice(i, 1));
      }
    }
    return batch;
  }

  function pump() {
    while (inFlight < limits.inFlight && waiting.length > 0) {
      const batch = take();
      inFlight++;
      run(batch)
        .catch((error: unknown) => batch.forEach((entry) => entry.reject(error)))
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  }

  return {
    submit(item: Item): Promise<Answer> {
      return new Promise((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        pump();
      });
    },
  };
}

/**
 * A `run` for statements that answer their items in one go and fail as a whole: one item goes alone (`one`); several
 * go in one statement (`many`, an answer per item in the order given, after sorting them by `lockOrder` when given,
 * so that two batches take their rows' locks in one order and never wait on each other in a cycle). When the batch's
 * statement fails, nothing of it was written, and its items go again alone, one after another: one bad item fails
 * no other.
 */
export function allOrEach<Item, Answer>(
  one: (item: Item) => Promise<Answer>,
  many: (items: Item[]) => Promise<Answer[]>,
  lockOrder?: (a: Item, b: Item) => number,
) {
  const alone = (entry: Waiting<Item, Answer>) => one(entry.item).then(entry.resolve, entry.reject);
  return async (batch: Waiting<Item, Answer>[]): Promise<void> => {
    if (batch.length === 1) return alone(batch[0]!);
    if (lockOrder) batch.sort((a, b) => lockOrder(a.item, b.item));
    let answers: Answer[];
    try {
      answers = await many(batch.map((entry) => entry.item));
    } catch {
      // one after another: the batch held one of the statements in flight, and so do its items now
      for (const entry of batch) await alone(entry);
      return;
    }
    batch.forEach((entry, i) => entry.resolve(answers[i]!));
  };
}
