import type { FastifyInstance } from 'fastify';
import { createPayoutBody, idempotencyKeyField, payoutsQuery } from '../../../contract/billing';
import { HttpError, issuesToFieldErrors } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { createPayoutService } from './payouts-service';

/** The `Idempotency-Key` header, or a 422 on the field `idempotency_key`. */
function idempotencyKeyOf(header: string | string[] | undefined): string {
  const parsed = idempotencyKeyField.safeParse(header);
  if (parsed.success) return parsed.data;
  const texts = issuesToFieldErrors(parsed.error.issues)['_'] ?? [];
  throw new HttpError(422, 'validation_failed', 'The given data was invalid.', { idempotency_key: texts });
}

/** POST and GET /api/v2/billing/payouts. */
export async function registerPayoutRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payouts = createPayoutService({ db: ctx.db, ledger: ctx.ledger });
  // authentication before body validation: anonymous callers learn nothing about the schema
  const auth = { preValidation: ctx.authenticate };
  // the payout's statement checks the session itself: the token alone is checked before it
  const bearer = { preValidation: ctx.bearerCheck };

  api.post(
    '/api/v2/billing/payouts',
    { ...bearer, schema: { body: createPayoutBody } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { userId, sid } = claimsOf(request);
      const { payout, created } = await payouts.request({ userId, sid }, request.body, key);
      return reply
        .status(created ? 201 : 200)
        .header('cache-control', 'no-store')
        .send(payout);
    },
  );

  api.get(
    '/api/v2/billing/payouts',
    { ...auth, schema: { querystring: payoutsQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return payouts.list(claimsOf(request).userId, request.query.limit);
    },
  );
}
