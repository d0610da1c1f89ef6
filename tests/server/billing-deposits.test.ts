import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDataAnswer, invoiceSchema, paymentStatusAnswer } from '../../src/contract/billing';
import { rowsOf } from '../../src/server/db/rows';
import { expireWaitingInvoices } from '../../src/server/modules/billing/invoice-repository';
import { luhnCheckDigit } from '../../src/server/modules/billing/providers/sandbox';
import { call, ROOMY_LIMITS, testClock } from './accounts';
import {
  balanceOf,
  createInvoice,
  DERIVED_WEBHOOK_KEY,
  entriesSum,
  moneyRowCounts,
  paymentEvent,
  paymentStatus,
  player,
  sendWebhook,
} from './deposits';
import { API, startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = testClock();
beforeAll(async () => {
  // a day-long access token: the expiry tests move the clock past the 20-minute invoice life
  server = await startTestServer(
    { ACCESS_TOKEN_TTL: '86400', SITE_HOSTS: 'casino.test', SITE_URL: 'http://casino.test' },
    clock.now,
    { limits: ROOMY_LIMITS },
  );
}, 60_000);
afterAll(() => server.close());

const billingData = (token: string) =>
  call(server, '/api/v2/billing/data', undefined, { method: 'GET', token });
const hashes = (methods: { hash: string }[]) => methods.map((m) => m.hash);

/** A new RUB player with a fresh waiting invoice of `amount` by `method`. */
async function invoiceFor(method = 'card-rub', amount = 1000, currency = 'RUB') {
  const { token } = await player(server, currency);
  const res = await createInvoice(server, token, { method, amount });
  expect(res.statusCode, res.body).toBe(201);
  return { token, invoice: invoiceSchema.parse(res.json()) };
}

describe('GET /api/v2/billing/data', () => {
  it('lists the RU methods of a RUB player, with SPEC defaults for a method without limits', async () => {
    const { token } = await player(server, 'RUB', 'RU');
    const res = await billingData(token);
    expect(res.statusCode).toBe(200);
    const data = billingDataAnswer.parse(res.json());
    expect(hashes(data.payments.methods)).toEqual(['card-rub', 'sbp']);
    expect(hashes(data['crypto-payments'])).toEqual(['usdt-trc20', 'usdt-erc20', 'btc', 'eth', 'ltc']);
    expect(hashes(data.payouts.methods)).toEqual(['card-rub', 'sbp']);
    expect(hashes(data['crypto-payouts'])).toEqual(['usdt-trc20', 'usdt-erc20', 'btc', 'eth']);
    // a new player's first deposit earns the registration-and-deposit bonus
    expect(data.payments.bonus.name).toBe('bonus.reg_and_dep');
    // and how much: 150 % of the deposit up to 15,000 ₽, as the bonus pages state it
    expect(data.payments.bonus.terms).toMatchObject({
      match_percent: 150,
      max_amount: 15_000,
      currency: 'RUB',
    });
    expect(data).toMatchObject({ currency: 'RUB', min_payout: 100 });
    const sbp = data.payments.methods.find((m) => m.hash === 'sbp')!;
    expect(sbp).toMatchObject({ min_amount: 100, max_amount: 300_000, default_amount: 100, type: 'phone' });
    expect(sbp.name.en).toMatch(/SBP/);
    expect(sbp.value).toEqual({ exchange_currency: 'RUB', rate: 1 });
    const usdt = data['crypto-payments'].find((m) => m.hash === 'usdt-trc20')!;
    expect(usdt).toMatchObject({ network: 'TRC20', value: { exchange_currency: 'USD', rate: 92.5 } });
    expect(data['crypto-payments'].find((m) => m.hash === 'ltc')).toMatchObject({
      min_amount: 100,
      max_amount: 300_000,
    });
  });

  it('filters by region and currency', async () => {
    const kz = billingDataAnswer.parse((await billingData((await player(server, 'KZT', 'KZ')).token)).json());
    expect(hashes(kz.payments.methods)).toEqual(['kaspi', 'card-kzt']);
    expect(kz).toMatchObject({ currency: 'KZT', min_payout: 500 });
    expect(kz['crypto-payments'][0]!.value).toEqual({ exchange_currency: 'USD', rate: 478 });
    // Kaspi serves Kazakhstan only: a KZT account registered elsewhere gets crypto alone
    const kztInRu = billingDataAnswer.parse(
      (await billingData((await player(server, 'KZT', 'DE')).token)).json(),
    );
    expect(kztInRu.payments.methods).toEqual([]);
    expect(kztInRu['crypto-payments'].length).toBeGreaterThan(0);
    const rubInKz = billingDataAnswer.parse(
      (await billingData((await player(server, 'RUB', 'KZ')).token)).json(),
    );
    expect(hashes(rubInKz.payments.methods)).toEqual([]);
    const inr = billingDataAnswer.parse(
      (await billingData((await player(server, 'INR', 'IN')).token)).json(),
    );
    expect(inr.payments.methods).toMatchObject([{ hash: 'upi', min_amount: 100, max_amount: 300_000 }]);
    const usd = billingDataAnswer.parse(
      (await billingData((await player(server, 'USD', 'US')).token)).json(),
    );
    expect(hashes(usd.payments.methods)).toEqual(['card-usd']);
    expect(usd).toMatchObject({ min_payout: 1 });
    const eur = billingDataAnswer.parse(
      (await billingData((await player(server, 'EUR', 'DE')).token)).json(),
    );
    expect(hashes(eur.payments.methods)).toEqual(['card-eur']);
    expect(eur['crypto-payments'][0]!.value).toEqual({ exchange_currency: 'USD', rate: 0.92 });
  });

  it('needs a session', async () => {
    expect((await call(server, '/api/v2/billing/data', undefined, { method: 'GET' })).statusCode).toBe(401);
  });
});

describe('POST /api/v2/billing/invoices', () => {
  it('opens a card invoice with a Luhn-valid test card and a 1200 s life', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    expect(invoice).toMatchObject({
      type: 'card',
      amount: 1000,
      commission: 0,
      shop_amount: 1000,
      currency: 'RUB',
      account_currency: 'RUB',
      life_time: 1200,
      sum_was_changed: false,
      status: 1,
      crypto: null,
    });
    const card = invoice.card.card_number!;
    expect(card).toMatch(/^400000\d{10}$/);
    expect(luhnCheckDigit(card.slice(0, -1))).toBe(Number(card.at(-1)));
    expect(invoice.card.phone_number).toBeNull();
    expect(invoice.pay_url).toBe(`http://${API.host}/sandbox/pay/${invoice.hash}`);
    const again = await call(server, `/api/v2/billing/invoices/${invoice.id}`, undefined, {
      method: 'GET',
      token,
    });
    expect(again.json()).toEqual(invoice);
    const status = await paymentStatus(server, token, invoice.id);
    expect(paymentStatusAnswer.parse(status.json())).toEqual({
      status: 1,
      sum_was_changed: false,
      shop_amount: 1000,
      life_time: 1200,
    });
  });

  it('gives a phone for SBP and an address for crypto, converted to the account currency', async () => {
    const sbp = (await invoiceFor('sbp', 100)).invoice;
    expect(sbp.card).toEqual({ card_number: null, phone_number: expect.stringMatching(/^\+79\d{9}$/) });
    const usdt = (await invoiceFor('usdt-trc20', 50.01)).invoice;
    expect(usdt).toMatchObject({ type: 'crypto', currency: 'USD', amount: 50.01, account_currency: 'RUB' });
    // 50.01 USD × 92.5 = 4625.925 RUB: half up, the player keeps the half kopeck
    expect(usdt.shop_amount).toBe(4625.93);
    expect(usdt.crypto).toEqual({
      address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
      network: 'TRC20',
      coin: 'USDT',
    });
    const btc = (await invoiceFor('btc', 20)).invoice;
    expect(btc.crypto?.address).toMatch(/^bc1q[a-z0-9]{38}$/);
  });

  it('adds the commission on top, rounded half up', async () => {
    const usd = (await invoiceFor('card-usd', 10.5, 'USD')).invoice;
    // 3 % of 10.50 = 0.315
    expect(usd).toMatchObject({ amount: 10.82, commission: 0.32, shop_amount: 10.5, currency: 'USD' });
    const { token } = await player(server, 'KZT', 'KZ');
    const kzt = invoiceSchema.parse(
      (await createInvoice(server, token, { method: 'card-kzt', amount: 2501 })).json(),
    );
    // 2.5 % of 2501 = 62.525
    expect(kzt).toMatchObject({ amount: 2563.53, commission: 62.53, shop_amount: 2501 });
  });

  it.each([
    ['negative', { method: 'card-rub', amount: -5 }, 'amount', 'amount_not_positive'],
    ['zero', { method: 'card-rub', amount: 0 }, 'amount', 'amount_not_positive'],
    ['three decimals', { method: 'card-rub', amount: 1000.123 }, 'amount', 'amount_precision'],
    ['above the maximum', { method: 'card-rub', amount: 150_000.01 }, 'amount', 'amount_above_maximum'],
    ['below the minimum', { method: 'card-rub', amount: 499.99 }, 'amount', 'amount_below_minimum'],
    ['above the default maximum', { method: 'sbp', amount: 300_001 }, 'amount', 'amount_above_maximum'],
    ['below the default minimum', { method: 'sbp', amount: 99.99 }, 'amount', 'amount_below_minimum'],
    ['an unknown method', { method: 'paypal', amount: 1000 }, 'method', 'method_unavailable'],
    ['a method of another currency', { method: 'card-usd', amount: 100 }, 'method', 'method_unavailable'],
    ['a method of another region', { method: 'kaspi', amount: 5000 }, 'method', 'method_unavailable'],
    ['a currency field', { method: 'card-rub', amount: 1000, currency: 'USD' }, 'currency', 'unknown_field'],
    ['a string amount', { method: 'card-rub', amount: '1000' }, 'amount', 'amount_invalid'],
  ])('refuses %s with 422 and writes nothing', async (_name, body, field, key) => {
    const { token } = await player(server, 'RUB');
    const before = await moneyRowCounts(server);
    const res = await createInvoice(server, token, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field][0]).toMatch(new RegExp(`^${key}: `));
    expect(await moneyRowCounts(server)).toEqual(before);
  });

  it('needs a session', async () => {
    expect(
      (await call(server, '/api/v2/billing/invoices', { method: 'card-rub', amount: 1000 })).statusCode,
    ).toBe(401);
  });
});

describe('webhooks', () => {
  it('a signed paid event moves the status 1 → 3 and credits the balance', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    expect(await balanceOf(server, token)).toBe(0);
    const res = await sendWebhook(server, await paymentEvent(server, invoice.id, 'paid'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await paymentStatus(server, token, invoice.id)).json()).toMatchObject({
      status: 3,
      life_time: 0,
    });
    expect(await balanceOf(server, token)).toBe(1000);
    const [row] = rowsOf<{ paid: boolean; tx: number | null }>(
      await server.database.db.execute(
        sql`select paid_at is not null as paid, ledger_transaction_id as tx from invoices where id = ${invoice.id}`,
      ),
    );
    expect(row).toMatchObject({ paid: true, tx: expect.anything() });
    expect(await entriesSum(server)).toBe('0');
  });

  it('credits once when the same event arrives five times, together or one after another', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    const event = await paymentEvent(server, invoice.id, 'paid');
    const before = await moneyRowCounts(server);
    const together = await Promise.all(Array.from({ length: 5 }, () => sendWebhook(server, event)));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (let i = 0; i < 5; i++) expect((await sendWebhook(server, event)).statusCode).toBe(200);
    expect(await balanceOf(server, token)).toBe(1000);
    const after = await moneyRowCounts(server);
    expect(after.deposits - before.deposits).toBe(1);
    expect(await entriesSum(server)).toBe('0');
  });

  it('credits once when paid, failed and other-sum events race each other', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    const events = await Promise.all(
      [undefined, 900, undefined, 900].flatMap((amount) => [
        paymentEvent(server, invoice.id, 'paid', amount),
        paymentEvent(server, invoice.id, 'failed'),
      ]),
    );
    const before = await moneyRowCounts(server);
    const answers = await Promise.all(events.map((e) => sendWebhook(server, e)));
    expect(answers.map((r) => r.statusCode)).toEqual(events.map(() => 200));
    expect((await moneyRowCounts(server)).deposits - before.deposits).toBe(1);
    const status = (await paymentStatus(server, token, invoice.id)).json();
    expect(status.status).toBe(3);
    expect(await balanceOf(server, token)).toBe(status.shop_amount);
    expect([900, 1000]).toContain(status.shop_amount);
    expect(await entriesSum(server)).toBe('0');
  });

  it('failed then paid credits once; paid then failed stays paid', async () => {
    const first = await invoiceFor('card-rub', 1000);
    expect(
      (await sendWebhook(server, await paymentEvent(server, first.invoice.id, 'failed'))).statusCode,
    ).toBe(200);
    expect((await paymentStatus(server, first.token, first.invoice.id)).json().status).toBe(2);
    expect((await sendWebhook(server, await paymentEvent(server, first.invoice.id, 'paid'))).statusCode).toBe(
      200,
    );
    expect((await paymentStatus(server, first.token, first.invoice.id)).json().status).toBe(3);
    expect(await balanceOf(server, first.token)).toBe(1000);

    const second = await invoiceFor('card-rub', 700);
    await sendWebhook(server, await paymentEvent(server, second.invoice.id, 'paid'));
    expect(
      (await sendWebhook(server, await paymentEvent(server, second.invoice.id, 'failed'))).statusCode,
    ).toBe(200);
    await sendWebhook(server, await paymentEvent(server, second.invoice.id, 'paid'));
    expect((await paymentStatus(server, second.token, second.invoice.id)).json().status).toBe(3);
    expect(await balanceOf(server, second.token)).toBe(700);
    expect(await entriesSum(server)).toBe('0');
  });

  it('credits the paid sum when it differs, and says so', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    await sendWebhook(server, await paymentEvent(server, invoice.id, 'paid', 800));
    expect((await paymentStatus(server, token, invoice.id)).json()).toEqual({
      status: 3,
      sum_was_changed: true,
      shop_amount: 800,
      life_time: 0,
    });
    expect(await balanceOf(server, token)).toBe(800);
    // a later event with yet another sum changes nothing
    await sendWebhook(server, await paymentEvent(server, invoice.id, 'paid', 1000));
    expect(await balanceOf(server, token)).toBe(800);

    const usd = await invoiceFor('card-usd', 100, 'USD');
    expect(usd.invoice.amount).toBe(103);
    // 51.50 paid of 103.00: half of it, so half the requested 100 reaches the account
    await sendWebhook(server, await paymentEvent(server, usd.invoice.id, 'paid', 51.5));
    const again = await call(server, `/api/v2/billing/invoices/${usd.invoice.id}`, undefined, {
      method: 'GET',
      token: usd.token,
    });
    expect(again.json()).toMatchObject({
      amount: 51.5,
      commission: 1.5,
      shop_amount: 50,
      sum_was_changed: true,
    });
    expect(await balanceOf(server, usd.token)).toBe(50);
  });

  it.each([
    ['a forged signature', { signature: 'ab'.repeat(32) }],
    ['a signature with another key', { key: 'not-the-key-not-the-key-not-the-key' }],
    ['no signature', { signature: null }],
    ['a malformed signature', { signature: 'zz' }],
  ] as const)('refuses %s with 400 and writes nothing', async (_name, options) => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    const before = await moneyRowCounts(server);
    const res = await sendWebhook(server, await paymentEvent(server, invoice.id, 'paid'), options);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_signature');
    expect(await moneyRowCounts(server)).toEqual(before);
    expect((await paymentStatus(server, token, invoice.id)).json().status).toBe(1);
  });

  it('refuses a signature made over other bytes', async () => {
    const { invoice } = await invoiceFor('card-rub', 1000);
    const raw = JSON.stringify(await paymentEvent(server, invoice.id, 'paid'));
    const signature = createHmac('sha256', DERIVED_WEBHOOK_KEY).update(raw).digest('hex');
    const before = await moneyRowCounts(server);
    // the same event with a space after a colon: equal JSON, different bytes
    expect((await sendWebhook(server, raw.replace(':', ': '), { signature })).statusCode).toBe(400);
    expect((await sendWebhook(server, raw.replace('"paid"', '"failed"'), { signature })).statusCode).toBe(
      400,
    );
    expect(await moneyRowCounts(server)).toEqual(before);
    expect((await sendWebhook(server, raw, { signature })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown payment id or provider, 422 for a signed malformed event', async () => {
    const unknown = await sendWebhook(server, { event_id: 'e', payment_id: 'sbx_nope', status: 'paid' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('invoice_not_found');
    const { invoice } = await invoiceFor('card-rub', 1000);
    const event = await paymentEvent(server, invoice.id, 'paid');
    expect((await sendWebhook(server, event, { provider: 'acme' })).statusCode).toBe(404);
    const before = await moneyRowCounts(server);
    expect((await sendWebhook(server, { ...event, amount: 10.001 })).statusCode).toBe(422);
    expect((await sendWebhook(server, { ...event, status: 'refunded' })).statusCode).toBe(422);
    expect((await sendWebhook(server, '{not json')).statusCode).toBe(400);
    expect(await moneyRowCounts(server)).toEqual(before);
  });
});

describe('expiry', () => {
  it('answers 4 once the life time has passed, and the sweep marks it', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    clock.advance(1_199_000);
    expect((await paymentStatus(server, token, invoice.id)).json()).toMatchObject({
      status: 1,
      life_time: 1,
    });
    clock.advance(1_000);
    expect((await paymentStatus(server, token, invoice.id)).json()).toMatchObject({
      status: 4,
      life_time: 0,
    });
    expect(await expireWaitingInvoices(server.database.db, clock.now())).toBeGreaterThanOrEqual(1);
    const [row] = rowsOf<{ status: number }>(
      await server.database.db.execute(sql`select status from invoices where id = ${invoice.id}`),
    );
    expect(row!.status).toBe(4);
  });

  it('still credits a late payment of an expired invoice', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    clock.advance(1_300_000);
    await expireWaitingInvoices(server.database.db, clock.now());
    expect((await sendWebhook(server, await paymentEvent(server, invoice.id, 'paid'))).statusCode).toBe(200);
    expect((await paymentStatus(server, token, invoice.id)).json().status).toBe(3);
    expect(await balanceOf(server, token)).toBe(1000);
  });
});

describe('reading invoices', () => {
  it("answers 404 for another player's invoice and for one that does not exist", async () => {
    const { invoice } = await invoiceFor('card-rub', 1000);
    const { token: other } = await player(server, 'RUB');
    for (const url of [`/billing/payment/status/${invoice.id}`, `/api/v2/billing/invoices/${invoice.id}`]) {
      const res = await call(server, url, undefined, { method: 'GET', token: other });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('invoice_not_found');
    }
    expect((await paymentStatus(server, other, 999_999)).statusCode).toBe(404);
    expect(
      (await call(server, '/billing/payment/status/abc', undefined, { method: 'GET', token: other }))
        .statusCode,
    ).toBe(422);
  });
});

describe('sandbox payer page', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('shows the invoice, and "Mark paid" goes through the signed webhook to paid', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1500);
    const path = new URL(invoice.pay_url!).pathname;
    const page = await server.app.inject({ method: 'GET', url: path, headers: API });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.body).toContain('1500.00 RUB');
    expect(page.body).toContain(invoice.card.card_number);
    for (const label of ['Mark paid', 'Paid a different sum', 'Mark failed'])
      expect(page.body).toContain(label);

    const paid = await server.app.inject({
      method: 'POST',
      url: `${path}/paid`,
      headers: { ...API, ...form },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${path}?delivered=200`);
    expect((await paymentStatus(server, token, invoice.id)).json().status).toBe(3);
    expect(await balanceOf(server, token)).toBe(1500);
    const after = await server.app.inject({
      method: 'GET',
      url: paid.headers.location as string,
      headers: API,
    });
    expect(after.body).toContain('Paid');
    expect(after.body).toContain('the API answered 200');
    expect(after.body).toContain('This invoice no longer takes payments.');
    expect(after.body).not.toContain('Mark paid');
  });

  it('"Paid a different sum" and "Mark failed" reach the webhook too', async () => {
    const changed = await invoiceFor('card-rub', 1000);
    const changedPath = new URL(changed.invoice.pay_url!).pathname;
    const res = await server.app.inject({
      method: 'POST',
      url: `${changedPath}/changed`,
      headers: { ...API, ...form },
      payload: 'amount=600.50',
    });
    expect(res.headers.location).toBe(`${changedPath}?delivered=200`);
    expect((await paymentStatus(server, changed.token, changed.invoice.id)).json()).toMatchObject({
      status: 3,
      sum_was_changed: true,
      shop_amount: 600.5,
    });
    const bad = await server.app.inject({
      method: 'POST',
      url: `${changedPath}/changed`,
      headers: { ...API, ...form },
      payload: 'amount=1.234',
    });
    expect(bad.statusCode).toBe(422);

    const failed = await invoiceFor('card-rub', 1000);
    const failedPath = new URL(failed.invoice.pay_url!).pathname;
    await server.app.inject({
      method: 'POST',
      url: `${failedPath}/failed`,
      headers: { ...API, ...form },
      payload: '',
    });
    expect((await paymentStatus(server, failed.token, failed.invoice.id)).json().status).toBe(2);
    expect(await balanceOf(server, failed.token)).toBe(0);
  });

  it('takes no payment for an invoice that is already paid, and credits nothing more', async () => {
    const { token, invoice } = await invoiceFor('card-rub', 1000);
    const path = new URL(invoice.pay_url!).pathname;
    const post = (action: string, payload = '') =>
      server.app.inject({ method: 'POST', url: `${path}/${action}`, headers: { ...API, ...form }, payload });
    expect((await post('paid')).statusCode).toBe(303);
    const again = await post('changed', 'amount=5000');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invoice_closed');
    expect(await balanceOf(server, token)).toBe(1000);
  });

  it('answers 404 for an unknown invoice hash', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/sandbox/pay/nope', headers: API });
    expect(res.statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('takes the invoice life from INVOICE_LIFE_SECONDS and the webhook key from PAYMENT_WEBHOOK_SECRET', async () => {
    const secret = 'configured-webhook-secret-0123456789';
    const configured = await startTestServer(
      { INVOICE_LIFE_SECONDS: '60', PAYMENT_WEBHOOK_SECRET: secret },
      undefined,
      { limits: ROOMY_LIMITS },
    );
    try {
      const { token } = await player(configured, 'RUB');
      const invoice = invoiceSchema.parse(
        (await createInvoice(configured, token, { method: 'sbp', amount: 100 })).json(),
      );
      expect(invoice.life_time).toBe(60);
      const event = await paymentEvent(configured, invoice.id, 'paid');
      expect((await sendWebhook(configured, event)).statusCode).toBe(400);
      expect((await sendWebhook(configured, event, { key: secret })).statusCode).toBe(200);
      expect(await balanceOf(configured, token)).toBe(100);
    } finally {
      await configured.close();
    }
  });
});
