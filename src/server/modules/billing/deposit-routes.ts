import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createInvoiceBody } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { HttpError } from '../../http/errors';
import { requestMirrorHost } from '../../http/hosts';
import { apiOriginOf, playerSiteOrigin } from '../../http/site-links';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { unauthenticated } from '../../http/refusals';
import { bonusOutlook, presentTerms } from '../bonuses';
import { findUserById } from '../../players/repository';
import { billingDataFor } from './billing-data';
import { findOwnInvoice, type InvoiceRow } from './invoice-repository';
import { createInvoice, scopeOf } from './invoice-service';
import { presentInvoice, presentStatus } from './present-invoice';
import type { PaymentProvider } from './providers/provider';
import { createPaymentProvider } from './providers/registry';
import { isSandboxProvider } from './providers/sandbox';
import { registerSandboxPages } from './sandbox-routes';
import { registerWebhookRoutes } from './webhook-routes';

const noQuery = z.strictObject({});
const invoiceParams = z.strictObject({
  invoiceId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * Deposits: billing data, invoices and their status (bearer), provider webhooks, the sandbox payer page, and the
 * sweep that expires unpaid invoices.
 */
export async function registerDepositRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: ctx.authenticate };
  const provider: PaymentProvider = await createPaymentProvider(ctx.config, ctx.db);

  async function currentUser(request: FastifyRequest) {
    const user = await findUserById(ctx.db, claimsOf(request).userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /** The API origin of the player's own mirror (or of SITE_URL), for links to pages this server hosts. */
  async function apiOrigin(request: FastifyRequest): Promise<string> {
    return apiOriginOf(await playerSiteOrigin(ctx.db, ctx.config, requestMirrorHost(request)));
  }

  async function ownInvoice(request: FastifyRequest, invoiceId: number): Promise<InvoiceRow> {
    const row = await findOwnInvoice(ctx.db, invoiceId, claimsOf(request).userId);
    if (!row) throw new HttpError(404, 'invoice_not_found', 'No such invoice.');
    return row;
  }

  api.get('/api/v2/billing/data', { ...auth, schema: { querystring: noQuery } }, async (request, reply) => {
    const user = await currentUser(request);
    const { next } = await bonusOutlook(ctx.db, user, ctx.now());
    const body = billingDataFor(
      scopeOf(user),
      next && { name: next.name, terms: presentTerms(next.terms, user.currency as Currency) },
    );
    reply.header('cache-control', 'no-store');
    return body;
  });

  api.post(
    '/api/v2/billing/invoices',
    { ...auth, schema: { body: createInvoiceBody } },
    async (request, reply) => {
      const row = await createInvoice(ctx, provider, await currentUser(request), request.body);
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(presentInvoice(row, ctx.now(), provider.payUrl(row.hash, await apiOrigin(request))));
    },
  );

  api.get(
    '/api/v2/billing/invoices/:invoiceId',
    { ...auth, schema: { params: invoiceParams, querystring: noQuery } },
    async (request, reply) => {
      const row = await ownInvoice(request, request.params.invoiceId);
      reply.header('cache-control', 'no-store');
      return presentInvoice(row, ctx.now(), provider.payUrl(row.hash, await apiOrigin(request)));
    },
  );

  api.get(
    '/billing/payment/status/:invoiceId',
    { ...auth, schema: { params: invoiceParams, querystring: noQuery } },
    async (request, reply) => {
      const row = await ownInvoice(request, request.params.invoiceId);
      reply.header('cache-control', 'no-store');
      return presentStatus(row, ctx.now());
    },
  );

  await registerWebhookRoutes(app, ctx, [provider]);
  if (isSandboxProvider(provider)) await registerSandboxPages(app, ctx, provider);
}
