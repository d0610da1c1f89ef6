import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYMENT_STATUS } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { toMinor } from '../../../contract/money';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import type { Services } from '../../core/services';
import { findInvoiceByHash } from './invoice-repository';
import { effectiveStatus } from './present-invoice';
import { SANDBOX_SIGNATURE_HEADER, type SandboxEvent, type SandboxProvider } from './providers/sandbox';
import { renderPayerPage } from './sandbox-page';
import { checkReportedSum } from './sandbox-limits';

const hash = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const pageParams = z.strictObject({ hash });
const pageQuery = z.strictObject({ delivered: z.coerce.number().int().min(100).max(599).optional() });
const actionParams = z.strictObject({ hash, action: z.enum(['paid', 'changed', 'failed']) });
const actionBody = z.strictObject({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount_invalid: Enter a sum like 150.50')
    .optional(),
});

/**
 * The sandbox payer page (GET /sandbox/pay/:hash) and its buttons (POST /sandbox/pay/:hash/:action). A button
 * builds a provider event, signs it and delivers it to the webhook through the app's own HTTP pipeline, so the
 * signature check and parsing are the code a real provider's call meets. Only while the sandbox is the provider.
 */
export async function registerSandboxPages(app: FastifyInstance, ctx: Services, provider: SandboxProvider) {
  if (ctx.config.env === 'production') {
    app.log.warn(
      'PAYMENT_PROVIDER=sandbox in production: deposits are play money, settled from the payer page',
    );
  }
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();

    async function invoiceOf(invoiceHash: string) {
      const row = await findInvoiceByHash(ctx.db, invoiceHash);
      if (!row) throw new HttpError(404, 'invoice_not_found', 'No such invoice.');
      return row;
    }

    api.get(
      '/sandbox/pay/:hash',
      { schema: { params: pageParams, querystring: pageQuery } },
      async (request, reply) => {
        const row = await invoiceOf(request.params.hash);
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return renderPayerPage(row, ctx.now(), request.query.delivered);
      },
    );

    api.post(
      '/sandbox/pay/:hash/:action',
      { schema: { params: actionParams, body: actionBody } },
      async (request, reply) => {
        const { action } = request.params;
        const row = await invoiceOf(request.params.hash);
        if (action === 'changed' && request.body.amount === undefined) {
          throw new HttpError(422, 'validation_failed', 'The given data was invalid.', {
            amount: ['required: Enter the sum paid'],
          });
        }
        // a checkout takes no payment for an invoice that is paid, failed or past its life (a provider's late
        // notice still credits through the webhook; only this tester page refuses)
        if (effectiveStatus(row, ctx.now()) !== PAYMENT_STATUS.waiting) {
          throw new HttpError(409, 'invoice_closed', 'This invoice no longer takes payments.');
        }
        // the page stands in for a provider: it may claim no sum a provider could not report
        if (action === 'changed') {
          checkReportedSum(row, toMinor(Number(request.body.amount), row.currency as Currency) ?? 0n);
        }
        const event: SandboxEvent = {
          event_id: randomUUID(),
          payment_id: row.providerPaymentId,
          status: action === 'failed' ? 'failed' : 'paid',
          ...(action === 'changed' ? { amount: Number(request.body.amount) } : {}),
        };
        const raw = JSON.stringify(event);
        const delivery = await app.inject({
          method: 'POST',
          url: `/billing/webhooks/${provider.name}`,
          headers: {
            host: request.headers.host ?? '',
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: provider.sign(raw),
          },
          payload: raw,
        });
        return reply.redirect(
          `/sandbox/pay/${encodeURIComponent(row.hash)}?delivered=${delivery.statusCode}`,
          303,
        );
      },
    );
  });
}
