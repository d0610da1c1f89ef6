/**
 * What the chaos clients were told. Only acknowledged answers are recorded as facts; a delivery whose answer never
 * came (given up on purpose) is recorded as uncertain, and the database decides whether it happened.
 */
export type Journal = ReturnType<typeof createJournal>;

/** A deposit the provider reported: `credit` is the invoice's shop amount in minor units. */
export type DepositFact = { userId: number; paymentId: string; credit: bigint };
/** A payout the server reserved, and what the operator decided about it. */
export type PayoutFact = {
  userId: number;
  key: string;
  payoutId: number;
  amount: bigint;
  decision: 'pending' | 'paid' | 'rejected' | 'failed';
};

/** Per player, in minor units: what `main` and `reserved` must hold. */
export type ExpectedBalances = { main: bigint; reserved: bigint };

/** An empty journal for one chaos run. */
export function createJournal() {
  const paid = new Map<string, DepositFact>();
  const failed = new Map<string, DepositFact>();
  const uncertain = new Map<string, DepositFact>();
  const payouts = new Map<string, PayoutFact>();
  const refusedPayouts = new Map<string, { userId: number; amount: bigint }>();
  const deciding = new Set<string>();
  const counts = {
    registrations: 0,
    invoices: 0,
    webhooks: 0,
    duplicateWebhooks: 0,
    lateWebhooks: 0,
    staleFailures: 0,
    payoutRequests: 0,
    decisions: 0,
    reads: 0,
    retries: 0,
    kills: 0,
  };

  return {
    counts,
    paid,
    failed,
    uncertain,
    payouts,
    refusedPayouts,
    depositPaid: (fact: DepositFact) => paid.set(fact.paymentId, fact),
    depositFailed: (fact: DepositFact) => failed.set(fact.paymentId, fact),
    depositUncertain: (fact: DepositFact) => uncertain.set(fact.paymentId, fact),
    payoutReserved: (fact: Omit<PayoutFact, 'decision'>) =>
      payouts.set(fact.key, { ...fact, decision: 'pending' }),
    payoutRefused: (key: string, userId: number, amount: bigint) =>
      refusedPayouts.set(key, { userId, amount }),
    /**
     * Hands one acknowledged, undecided payout to the operator (`draw` in [0, 1) picks which), taking it off the
     * queue at once so no other loop decides it too.
     */
    takeUndecided: (draw: number): PayoutFact | undefined => {
      const open = [...payouts.values()].filter((p) => p.decision === 'pending' && !deciding.has(p.key));
      const fact = open[Math.floor(draw * open.length)];
      if (fact) deciding.add(fact.key);
      return fact;
    },
    payoutDecided: (key: string, decision: PayoutFact['decision']) => {
      const fact = payouts.get(key);
      if (!fact) throw new Error(`decision on unknown payout ${key}`);
      fact.decision = decision;
      deciding.delete(key);
    },

    /**
     * Replays the acknowledged operations per player: deposits credit main, a reservation moves main to
     * reserved, a rejection or a failed sending moves it back, a paid payout leaves. `credited` names the uncertain
     * deliveries the database shows as credited; they count like acknowledged ones.
     */
    replay(credited: ReadonlySet<string>): Map<number, ExpectedBalances> {
      const out = new Map<number, ExpectedBalances>();
      const of = (userId: number) => {
        let b = out.get(userId);
        if (!b) out.set(userId, (b = { main: 0n, reserved: 0n }));
        return b;
      };
      for (const d of paid.values()) of(d.userId).main += d.credit;
      for (const d of uncertain.values()) if (credited.has(d.paymentId)) of(d.userId).main += d.credit;
      for (const p of payouts.values()) {
        const b = of(p.userId);
        b.main -= p.amount;
        if (p.decision === 'pending') b.reserved += p.amount;
        if (p.decision === 'rejected' || p.decision === 'failed') b.main += p.amount;
      }
      return out;
    },
  };
}
