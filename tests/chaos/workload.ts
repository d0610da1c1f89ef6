import type { Currency } from '../../src/contract/constants';
import { toMinor } from '../../src/contract/money';
import { once, untilAcknowledged } from '../support/acknowledged';
import type { ApiAnswer, ApiClient, ApiRequest } from '../support/api-client';
import type { Player } from '../support/players';
import type { Random } from '../support/random';
import { SANDBOX_WEBHOOK_PATH, signedWebhook, type SandboxEvent } from '../support/sandbox-webhook';
import type { DepositFact, Journal, PayoutFact } from './journal';

/** The operator's decisions, taken in-process on the same database as `npm run ops` would. */
export type ChaosOperator = {
  approve: (payoutId: number) => Promise<PayoutFact['decision']>;
  reject: (payoutId: number) => Promise<PayoutFact['decision']>;
};

/** Everything the client loops share. */
export type Workload = {
  client: ApiClient;
  journal: Journal;
  players: readonly Player[];
  webhookSecret: string;
  /** The provider payment id of an invoice, as the sandbox provider knows it. */
  paymentIdOf: (invoiceId: number) => Promise<string>;
  operator: ChaosOperator;
  /** Distinguishes this run's idempotency keys and event ids from any other run's. */
  runTag: string;
  /** Set when any loop failed: the others stop at their next step. */
  failed: () => boolean;
};

/** Deposit and payout methods of a RUB player in the RU region (see modules/billing/methods.ts). */
const DEPOSIT = { method: 'card-rub', min: 500, max: 5_000 };
const PAYOUT = { method: 'card-rub', min: 100, max: 3_000 };
/** Payout destinations: the sandbox pays the first and declines the second (it ends in 0002). */
const DESTINATION = { paid: '4111111111111111', declined: '4000000000000002' };
const DECLINED_SHARE = 0.15;

/** Shares of the step kinds; the rest are reads. */
const MIX = { deposit: 0.42, payout: 0.25, decision: 0.08, late: 0.1 };
/** Fates of a deposit's provider notification. */
const FATE = { failed: 0.08, abandoned: 0.03, held: 0.12 };
const DUPLICATE_SHARE = 0.2;
const STALE_FAILURE_SHARE = 0.05;
/** A failure notice after the payment was credited may be acknowledged or refused as closed; never a 5xx. */
const STALE_ANSWERS = [200, 409];

/** A webhook delivery postponed to a later step of some loop: a late notification or a redelivery. */
type Held = { event: SandboxEvent; fact: DepositFact; duplicate: boolean };

/** The deliveries held back, shared by all loops; each is taken by exactly one of them. */
export function createHeldQueue() {
  const held: Held[] = [];
  return {
    push: (h: Held) => held.push(h),
    /** Takes the held delivery at `draw` ∈ [0, 1) of the queue, if any. */
    take: (draw: number) => (held.length ? held.splice(Math.floor(draw * held.length), 1)[0] : undefined),
    drain: () => held.splice(0),
    get size() {
      return held.length;
    },
  };
}
export type HeldQueue = ReturnType<typeof createHeldQueue>;

/** The amount at `draw` ∈ [0, 1) of a range, in major units with up to two decimals. */
function amountAt(draw: number, range: { min: number; max: number }): number {
  return Math.round((range.min + draw * (range.max - range.min)) * 100) / 100;
}

function expectStatus(answer: ApiAnswer, allowed: number[], what: string): ApiAnswer {
  if (!allowed.includes(answer.status))
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

/** The draws of one step, all made before it runs. */
type Draws = {
  kind: number;
  player: Player;
  amount: number;
  fate: number;
  duplicate: boolean;
  duplicateNow: boolean;
  staleFailure: boolean;
  approve: boolean;
  declined: boolean;
  readHistory: boolean;
};

function drawStep(random: Random, players: readonly Player[]): Draws {
  return {
    kind: random.next(),
    player: random.pick(players),
    amount: random.next(),
    fate: random.next(),
    duplicate: random.chance(DUPLICATE_SHARE),
    duplicateNow: random.chance(0.5),
    staleFailure: random.chance(STALE_FAILURE_SHARE),
    approve: random.chance(0.6),
    declined: random.chance(DECLINED_SHARE),
    readHistory: random.chance(0.5),
  };
}

/**
 * One client loop: `steps` steps, each a deposit, a payout request, an operator decision, a late webhook or a
 * read, for a random player. Every draw of a step is made up front, so the seed fixes the workload whatever the
 * server answers.
 */
export async function runClientLoop(
  w: Workload,
  held: HeldQueue,
  random: Random,
  loop: number,
  steps: number,
  onStep: () => void,
): Promise<void> {
  const retry = () => w.journal.counts.retries++;
  const ack = (request: ApiRequest) => untilAcknowledged(w.client, request, retry);

  function deliver(event: SandboxEvent): Promise<ApiAnswer> {
    const { body, headers } = signedWebhook(w.webhookSecret, event);
    w.journal.counts.webhooks++;
    return ack({ path: SANDBOX_WEBHOOK_PATH, body, headers });
  }

  async function deliverPaid(h: Held) {
    expectStatus(await deliver(h.event), [200], `paid webhook ${h.event.payment_id}`);
    if (h.duplicate) w.journal.counts.duplicateWebhooks++;
    else w.journal.depositPaid(h.fact);
  }

  async function deposit(d: Draws, id: string) {
    const body = { method: DEPOSIT.method, amount: amountAt(d.amount, DEPOSIT) };
    const answer = await ack({ path: '/api/v2/billing/invoices', token: d.player.token, body });
    const invoice = expectStatus(answer, [200, 201], 'invoice').json as {
      id: number;
      shop_amount: number;
      account_currency: Currency;
    };
    w.journal.counts.invoices++;
    const paymentId = await w.paymentIdOf(invoice.id);
    const credit = toMinor(invoice.shop_amount, invoice.account_currency)!;
    const fact: DepositFact = { userId: d.player.userId, paymentId, credit };
    const paid: Held = {
      event: { event_id: `${id}-paid`, payment_id: paymentId, status: 'paid' },
      fact,
      duplicate: false,
    };

    if (d.fate < FATE.failed) {
      const failed: SandboxEvent = { event_id: `${id}-failed`, payment_id: paymentId, status: 'failed' };
      expectStatus(await deliver(failed), [200], `failed webhook ${paymentId}`);
      w.journal.depositFailed(fact);
    } else if (d.fate < FATE.failed + FATE.abandoned) {
      await deliverOnce(w, paid);
    } else if (d.fate < FATE.failed + FATE.abandoned + FATE.held) {
      held.push(paid);
      if (d.duplicate) held.push({ ...paid, duplicate: true });
    } else {
      if (d.duplicate && d.duplicateNow)
        await Promise.all([deliverPaid(paid), deliverPaid({ ...paid, duplicate: true })]);
      else await deliverPaid(paid);
      if (d.duplicate && !d.duplicateNow) held.push({ ...paid, duplicate: true });
      if (d.staleFailure) {
        // a failure notice that lost the race with the success: it must change nothing
        const stale: SandboxEvent = { event_id: `${id}-stale`, payment_id: paymentId, status: 'failed' };
        expectStatus(await deliver(stale), STALE_ANSWERS, `stale webhook ${paymentId}`);
        w.journal.counts.staleFailures++;
      }
    }
  }

  async function payout(d: Draws, id: string) {
    const amount = amountAt(d.amount, PAYOUT);
    const answer = await ack({
      path: '/api/v2/billing/payouts',
      token: d.player.token,
      headers: { 'idempotency-key': id },
      body: {
        method: PAYOUT.method,
        amount,
        destination: d.declined ? DESTINATION.declined : DESTINATION.paid,
      },
    });
    w.journal.counts.payoutRequests++;
    const minor = toMinor(amount, 'RUB')!;
    if (answer.status === 422 && answer.text.includes('insufficient_funds')) {
      w.journal.payoutRefused(id, d.player.userId, minor);
      return;
    }
    const payoutId = (expectStatus(answer, [200, 201], `payout ${id}`).json as { id: number }).id;
    w.journal.payoutReserved({ userId: d.player.userId, key: id, payoutId, amount: minor });
  }

  async function decide(d: Draws, undecided: PayoutFact) {
    const decision = d.approve
      ? await w.operator.approve(undecided.payoutId)
      : await w.operator.reject(undecided.payoutId);
    w.journal.payoutDecided(undecided.key, decision);
    w.journal.counts.decisions++;
  }

  async function read(d: Draws) {
    const path = d.readHistory ? '/api/v2/billing/history' : '/profile/user';
    const answer = expectStatus(
      await ack({ method: 'GET', path, token: d.player.token }),
      [200],
      `read ${path}`,
    );
    w.journal.counts.reads++;
    const balance = (answer.json as { user?: { balance: number } }).user?.balance;
    if (balance !== undefined && balance < 0)
      throw new Error(`negative balance ${balance} read for ${d.player.email}`);
  }

  for (let step = 0; step < steps && !w.failed(); step++) {
    const d = drawStep(random, w.players);
    const id = `${w.runTag}-${loop}-${step}`;
    let band = d.kind;
    if ((band -= MIX.deposit) < 0) await deposit(d, id);
    else if ((band -= MIX.payout) < 0) await payout(d, id);
    else if ((band -= MIX.decision) < 0) {
      const undecided = w.journal.takeUndecided(d.amount);
      await (undecided ? decide(d, undecided) : read(d));
    } else if ((band -= MIX.late) < 0) {
      const late = held.take(d.amount);
      if (late) w.journal.counts.lateWebhooks++;
      await (late ? deliverPaid(late) : read(d));
    } else await read(d);
    onStep();
  }
}

/**
 * Sends a paid notice once and gives up on the answer, as a provider whose connection broke would: without an
 * answer the delivery is recorded as uncertain and the database decides whether it counted.
 */
async function deliverOnce(w: Workload, h: Held): Promise<void> {
  const { body, headers } = signedWebhook(w.webhookSecret, h.event);
  w.journal.counts.webhooks++;
  const answer = await once(w.client, { path: SANDBOX_WEBHOOK_PATH, body, headers });
  if (answer) expectStatus(answer, [200], `paid webhook ${h.event.payment_id}`);
  if (h.duplicate) {
    if (answer) w.journal.counts.duplicateWebhooks++;
  } else if (answer) w.journal.depositPaid(h.fact);
  else w.journal.depositUncertain(h.fact);
}

/**
 * Fires held deliveries (`draws` ∈ [0, 1) pick them) without waiting: called right before a crash, so some reach
 * the server and are cut off mid-way. Resolves when every attempt has ended.
 */
export function fireHeld(w: Workload, held: HeldQueue, draws: readonly number[]): Promise<void> {
  const taken = draws.map((draw) => held.take(draw)).filter((h): h is Held => h !== undefined);
  return Promise.all(taken.map((h) => deliverOnce(w, h))).then(() => undefined);
}

/** Delivers every delivery still held back, after the loops are done, so each paid notice arrives at last. */
export async function flushHeld(w: Workload, held: HeldQueue): Promise<void> {
  await Promise.all(
    held.drain().map(async (h) => {
      const { body, headers } = signedWebhook(w.webhookSecret, h.event);
      w.journal.counts.webhooks++;
      w.journal.counts.lateWebhooks++;
      const answer = await untilAcknowledged(w.client, { path: SANDBOX_WEBHOOK_PATH, body, headers }, () => {
        w.journal.counts.retries++;
      });
      expectStatus(answer, [200], `late webhook ${h.event.payment_id}`);
      if (h.duplicate) w.journal.counts.duplicateWebhooks++;
      else w.journal.depositPaid(h.fact);
    }),
  );
}
