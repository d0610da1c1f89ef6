import { makeProfile, makeUser } from '../../machines/session/session.fixtures';
import { sessionIntents, waitForAppState, selectUser, type AppRuntime } from '../../src/app';
import type { BillingData, HistoryAnswer, PaymentMethod, Payout } from '../../src/contract/billing';
import type { User } from '../../src/contract/profile';
import { testRuntime } from './test-runtime';

/** One request the fake server saw. */
export interface SeenRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A fake answer: status and JSON body. */
export type FakeAnswer = { status: number; body: unknown };

/** A payout method as GET /api/v2/billing/data lists it. */
export function payoutMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    hash: 'card-rub',
    name: { en: 'Bank card', ru: 'Банковская карта', kz: 'Банк картасы' },
    type: 'card',
    min_amount: 100,
    max_amount: 1_000_000_000,
    default_amount: 100,
    commission_percent: 0,
    value: { exchange_currency: 'RUB', rate: 1 },
    network: null,
    ...overrides,
  };
}

/** Billing data of a RUB account with one card and one crypto payout method. */
export function billingData(): BillingData {
  return {
    payments: { methods: [], bonus: { name: null, terms: null } },
    payouts: { methods: [payoutMethod()] },
    'crypto-payments': [],
    'crypto-payouts': [
      payoutMethod({
        hash: 'usdt-trc20',
        name: { en: 'USDT', ru: 'USDT', kz: 'USDT' },
        type: 'crypto',
        network: 'TRC20',
      }),
    ],
    currency: 'RUB',
    min_payout: 100,
  };
}

/** A pending payout as the server answers it. */
export function pendingPayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 41,
    method: 'card-rub',
    amount: 150,
    currency: 'RUB',
    destination: '4276123456789012',
    status: 'pending',
    created_at: '2026-03-01T10:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/** An empty first page of history. */
export function emptyHistory(): HistoryAnswer {
  return { data: [], meta: { page: 1, per_page: 20, total: 0 } };
}

const json = (answer: FakeAnswer) =>
  new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * A logged-in app over a fake API: login and the profile answer for `user`, geo answers RU, and each billing
 * path answers what `answer` returns (404 when it returns nothing). Every request is recorded in `seen`.
 */
export async function loggedInApp(
  answer: (request: SeenRequest) => FakeAnswer | undefined,
  user: Partial<User> = {},
  runtime: Pick<NonNullable<Parameters<typeof testRuntime>[0]>, 'WebSocket'> = {},
): Promise<{ app: AppRuntime; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const record: SeenRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(record);
    if (url.pathname === '/geo_ip')
      return json({ status: 200, body: { data: { ip: '10.0.0.1', country_code: 'RU' } } });
    if (url.pathname === '/api/v2/auth/login/email/password') {
      return json({ status: 200, body: { success: true, token: 'access-token', sso: null } });
    }
    if (url.pathname === '/profile/user') {
      return json({ status: 200, body: makeProfile({ user: makeUser({ locale: 'en', ...user }) }) });
    }
    return json(answer(record) ?? { status: 404, body: { message: 'Not found.', code: 'not_found' } });
  };
  const app = testRuntime({ fetch, ...runtime });
  sessionIntents(app.actor).loginByEmailPassword('player@example.test', 'Secret-pass-1');
  await waitForAppState(app.actor, (s) => selectUser(s) !== null);
  return { app, seen };
}
