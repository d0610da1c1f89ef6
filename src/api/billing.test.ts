import { describe, expect, it } from 'vitest';
import { makeBilling, makeInvoice } from '../../machines/pay-in/pay-in.fixtures';
import { ApiError } from '../contract/failure';
import { createBillingApi } from './billing';
import { createApiClients } from './client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const payout = {
  id: 3,
  method: 'card-rub',
  amount: 150,
  currency: 'RUB',
  destination: '4000001234567899',
  status: 'pending',
  created_at: '2025-01-01T00:00:00.000Z',
  decided_at: null,
};

/** The billing client over a fake fetch that answers by method and path. */
function billing(routes: Record<string, (request: Request) => Response>) {
  const seen: Request[] = [];
  const api = createBillingApi(
    createApiClients({
      baseUrl: 'https://api.casino.test',
      getToken: () => 'tok',
      getRegion: () => null,
      getLocale: () => 'en',
      refresh: async () => 'tok',
      fetch: (async (request: Request) => {
        seen.push(request.clone());
        const url = new URL(request.url);
        const route = routes[`${request.method} ${url.pathname}`];
        return route ? route(request) : json({ message: 'Not found.', code: 'not_found' }, 404);
      }) as typeof fetch,
    }),
  );
  return { api, seen };
}

describe('billing api', () => {
  it('reads the billing data, an invoice and the payment status at the SPEC paths', async () => {
    const { api, seen } = billing({
      'GET /api/v2/billing/data': () => json(makeBilling()),
      'GET /api/v2/billing/invoices/5': () => json(makeInvoice()),
      'GET /billing/payment/status/5': () =>
        json({ status: 3, sum_was_changed: false, shop_amount: 1000, life_time: 0 }),
    });
    expect((await api.billingData()).currency).toBe('RUB');
    expect((await api.invoice(5)).id).toBe(5);
    expect((await api.paymentStatus(5)).status).toBe(3);
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer tok',
      'Bearer tok',
      'Bearer tok',
    ]);
  });

  it('posts an invoice and refuses a body the contract refuses without calling', async () => {
    const { api, seen } = billing({ 'POST /api/v2/billing/invoices': () => json(makeInvoice(), 201) });
    await api.createInvoice({ method: 'card-rub', amount: 1000 });
    expect(await seen[0]!.json()).toEqual({ method: 'card-rub', amount: 1000 });
    await expect(api.createInvoice({ method: 'card-rub', amount: 10.005 })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { amount: ['amount_precision: The amount has too many decimals'] },
    });
    expect(seen).toHaveLength(1);
  });

  it('keeps the code of a refused invoice', async () => {
    const { api } = billing({
      'POST /api/v2/billing/invoices': () =>
        json(
          { message: 'no', code: 'method_unavailable', errors: { method: ['method_unavailable: no'] } },
          422,
        ),
    });
    const error = await api.createInvoice({ method: 'gone', amount: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'method_unavailable' });
  });

  it('sends the Idempotency-Key of a payout and reads the payouts and the history with their queries', async () => {
    const { api, seen } = billing({
      'POST /api/v2/billing/payouts': () => json(payout, 201),
      'GET /api/v2/billing/payouts': () => json([payout]),
      'GET /api/v2/billing/history': () => json({ data: [], meta: { page: 2, per_page: 20, total: 0 } }),
    });
    await api.createPayout(
      { method: 'card-rub', amount: 150, destination: '4000001234567899' },
      'key-12345678',
    );
    expect(seen[0]!.headers.get('idempotency-key')).toBe('key-12345678');
    expect(await api.payouts({ limit: 10 })).toHaveLength(1);
    expect(new URL(seen[1]!.url).search).toBe('?limit=10');
    await api.history({ type: 'deposit', page: 2 });
    expect(new URL(seen[2]!.url).searchParams.toString()).toBe('type=deposit&page=2&per_page=20');
  });
});
