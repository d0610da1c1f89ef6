import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import type { Services } from '../../core/services';
import { applyPaymentEvent } from './payment-events';
import type { PaymentProvider } from './providers/provider';

const webhookParams = z.strictObject({ provider: z.string().min(1).max(32) });

/**
 * POST /billing/webhooks/:provider, no bearer: the provider's signature over the raw body is the credential.
 * In a scope of its own, every body arrives as the exact bytes sent, so the signature is checked before any
 * parsing; the provider then parses and validates the event.
 */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  ctx: Services,
  providers: PaymentProvider[],
) {
  const byName = new Map(providers.map((p) => [p.name, p]));
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope
      .withTypeProvider<ZodTypeProvider>()
      .post('/billing/webhooks/:provider', { schema: { params: webhookParams } }, async (request) => {
        const provider = byName.get(request.params.provider);
        if (!provider) throw new HttpError(404, 'not_found', 'No such payment provider.');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = provider.parseWebhook(raw, request.headers);
        if (!event)
          throw new HttpError(400, 'invalid_signature', 'The webhook signature is missing or wrong.');
        const outcome = await applyPaymentEvent(ctx, provider.name, event);
        request.log.info(
          { provider: provider.name, eventId: event.eventId, paymentId: event.providerPaymentId, outcome },
          'payment event',
        );
        return { ok: true as const };
      });
  });
}
