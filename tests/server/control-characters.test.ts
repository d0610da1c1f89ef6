import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowCounts as watchedRowCounts } from './row-counts';
import { handleError } from '../../src/server/http/errors';
import { installZodValidation } from '../../src/server/http/zod';
import { call, freshEmail, freshPhone, PASSWORD, registerByEmail, ROOMY_LIMITS } from './accounts';
import { sendWebhook } from './deposits';
import { API, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer({}, undefined, { limits: ROOMY_LIMITS });
  token = (await registerByEmail(server)).token;
}, 60_000);
afterAll(() => server.close());

/** C0 and C1 controls a field may be sent: NUL (PostgreSQL refuses it in text), bell, escape, DEL, NEL, CSI. */
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'];

type FreeText = {
  url: string;
  auth?: boolean;
  template: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The free-text fields of the body; `utm keys` stands for the names of the landing's parameters. */
  fields: string[];
};

/** Every free-text field a player or a landing page sends us. */
const FREE_TEXT: FreeText[] = [
  {
    url: '/api/v2/auth/register/email',
    template: {
      email: 'x',
      password: PASSWORD,
      name: 'Ann',
      promo: '',
      partner: 'p',
      adplace: 'a',
      stag: 's',
      fpp: 'f',
    },
    fields: ['email', 'name', 'partner', 'adplace', 'stag', 'fpp', 'promo'],
  },
  {
    url: '/api/v2/auth/register/phone',
    template: { phone: 'x', password: PASSWORD, name: 'Ann', stag: 's' },
    fields: ['name', 'stag'],
  },
  {
    url: '/support/messages',
    template: { email: 'x', text: 'Hello, I need help' },
    fields: ['email', 'text'],
  },
  {
    url: '/middleware/utm',
    template: { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't', gclid: 'g' },
    fields: ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'gclid', 'utm keys'],
  },
  {
    url: '/middleware/registerPageOpenEvent',
    template: {
      subH: 'h',
      uuid: '0b7c3c1e-8d0a-4a55-9d0e-1f2a3b4c5d6e',
      click_url: 'https://ads.example.test/a',
    },
    fields: ['subH', 'click_url'],
  },
  { url: '/middleware/mirrorRedirect', template: { path: '/bonus' }, fields: ['path'] },
  {
    url: '/api/attachSource',
    auth: true,
    template: {
      stag: 's',
      promo: 'p',
      partnerId: 'i',
      advId: 'a',
      advertiseUid: 'u',
      advertiseSource: 'o',
      cpaOneUid: 'c',
      prHash: 'h',
    },
    fields: ['stag', 'promo', 'partnerId', 'advId', 'advertiseUid', 'advertiseSource', 'cpaOneUid', 'prHash'],
  },
  {
    url: '/api/v2/billing/payouts',
    auth: true,
    headers: { 'idempotency-key': 'control-characters-1' },
    template: { method: 'card-rub', amount: 100, destination: '4000 0000 0000 1234' },
    fields: ['destination'],
  },
];

const rowCounts = () => watchedRowCounts(server.database.db);

/** A valid body of the endpoint: fresh addresses, so a registration that got through would be written. */
function validBody(template: Record<string, unknown>): Record<string, unknown> {
  return {
    ...template,
    ...('email' in template ? { email: freshEmail('cc') } : {}),
    ...('phone' in template ? { phone: freshPhone() } : {}),
  };
}

function withControl(body: Record<string, unknown>, field: string, control: string) {
  if (field === 'utm keys') return { ...body, [`gc${control}lid`]: 'g' };
  return { ...body, [field]: `a${control}b${String(body[field] ?? '')}` };
}

let requests = 0;

describe('control characters in free text', () => {
  it.each(FREE_TEXT.map((e) => [e.url, e] as const))(
    '%s refuses each in every free-text field with 422 and writes nothing',
    async (_url, endpoint) => {
      for (const field of endpoint.fields) {
        for (const control of CONTROLS) {
          const body = withControl(validBody(endpoint.template), field, control);
          const before = await rowCounts();
          // an address of its own per request: the per-IP rate limits of these routes must not answer first
          const ip = `10.${++requests >> 8}.${requests & 255}.7`;
          const auth = endpoint.auth ? { token } : {};
          const res = await call(server, endpoint.url, body, {
            ...auth,
            ip,
            headers: endpoint.headers ?? {},
          });
          const label = `${field} with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`;
          expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
          const texts = Object.values(res.json().errors as Record<string, string[]>).flat();
          if (field !== 'email')
            expect(texts, label).toContainEqual(expect.stringMatching(/^control_characters: /));
          expect(await rowCounts(), label).toEqual(before);
        }
      }
    },
    120_000,
  );

  it('lets a support message keep its line breaks and tabs', async () => {
    const res = await call(server, '/support/messages', {
      email: freshEmail('cc'),
      text: 'First line\r\nSecond line\n\tindented',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a NUL in a query or a path parameter before any lookup', async () => {
    for (const url of [
      '/api/v2/promo-codes/AB%00CD',
      '/bonus-system/bonus/a%00b',
      '/dev/outbox.json?to=a%00b',
    ]) {
      const res = await server.app.inject({ method: 'GET', url, headers: API });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('refuses a signed provider event whose ids carry control characters', async () => {
    const res = await sendWebhook(server, { event_id: 'e\u0000', payment_id: 'sbx_\u0000', status: 'paid' });
    expect(res.statusCode, res.body).toBe(422);
  });

  it('refuses a NUL even in a field whose schema takes any text', async () => {
    const app = Fastify();
    installZodValidation(app);
    app.setErrorHandler(handleError);
    app.post(
      '/any',
      { schema: { body: z.strictObject({ note: z.object({ text: z.string() }) }) } },
      () => 'ok',
    );
    const res = await app.inject({ method: 'POST', url: '/any', payload: { note: { text: 'a\u0000b' } } });
    await app.close();
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'note.text': [expect.stringMatching(/^control_characters: /)] });
  });
});
