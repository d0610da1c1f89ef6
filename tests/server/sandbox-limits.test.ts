import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceSchema } from '../../src/contract/billing';
import { ROOMY_LIMITS } from './accounts';
import { balanceOf, createInvoice, moneyRowCounts, paymentStatus, player } from './deposits';
import { API, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ ACCESS_TOKEN_TTL: '86400' }, undefined, { limits: ROOMY_LIMITS });
}, 60_000);
afterAll(() => server.close());

/** A new player's waiting invoice and its payer page's path. */
async function invoiceFor(method: string, amount: number) {
  const { token } = await player(server);
  const res = await createInvoice(server, token, { method, amount });
  expect(res.statusCode, res.body).toBe(201);
  const invoice = invoiceSchema.parse(res.json());
  return { token, invoice, path: new URL(invoice.pay_url!).pathname };
}

/** "Paid a different sum" on the payer page. */
const paidDifferently = (path: string, amount: string) =>
  server.app.inject({
    method: 'POST',
    url: `${path}/changed`,
    headers: { ...API, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `amount=${amount}`,
  });

describe('"Paid a different sum" on the sandbox payer page', () => {
  it('refuses a billion on a 500 RUB invoice with 422, sending and writing nothing', async () => {
    const { token, invoice, path } = await invoiceFor('card-rub', 500);
    const before = await moneyRowCounts(server);
    const res = await paidDifferently(path, '1000000000');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.amount).toEqual([expect.stringMatching(/^amount_above_maximum: .*5000 RUB/)]);
    expect(await moneyRowCounts(server)).toEqual(before);
    expect((await paymentStatus(server, token, invoice.id)).json().status).toBe(1);
    expect(await balanceOf(server, token)).toBe(0);
  });

  it('takes up to ten times the invoice, and not a kopeck more', async () => {
    const refused = await invoiceFor('card-rub', 500);
    expect((await paidDifferently(refused.path, '5000.01')).statusCode).toBe(422);
    const { token, path } = await invoiceFor('card-rub', 500);
    const res = await paidDifferently(path, '5000');
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${path}?delivered=200`);
    expect(await balanceOf(server, token)).toBe(5000);
  });

  it("takes no more than the method's largest deposit, even within ten times the invoice", async () => {
    // card-rub deposits 500–150000 RUB
    const refused = await invoiceFor('card-rub', 20_000);
    expect((await paidDifferently(refused.path, '150000.01')).statusCode).toBe(422);
    const { token, path } = await invoiceFor('card-rub', 20_000);
    expect((await paidDifferently(path, '150000')).statusCode).toBe(303);
    expect(await balanceOf(server, token)).toBe(150_000);
  });

  it('uses the SPEC default of 300000 for a method without limits of its own', async () => {
    // sbp has no limits of its own: SPEC §9 min 100, max 300000
    const refused = await invoiceFor('sbp', 50_000);
    expect((await paidDifferently(refused.path, '300000.01')).statusCode).toBe(422);
    const { token, path } = await invoiceFor('sbp', 50_000);
    expect((await paidDifferently(path, '300000')).statusCode).toBe(303);
    expect(await balanceOf(server, token)).toBe(300_000);
  });

  it('still takes a smaller sum than invoiced', async () => {
    const { token, path } = await invoiceFor('card-rub', 1000);
    expect((await paidDifferently(path, '600.50')).statusCode).toBe(303);
    expect(await balanceOf(server, token)).toBe(600.5);
  });
});
