import type { FastifyInstance } from 'fastify';
import { historyQuery, type HistoryAnswer, type HistoryItem } from '../../../contract/billing';
import type { Currency } from '../../../contract/constants';
import { toMajor } from '../../../contract/money';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { historyPage, type HistoryRow } from './history-repository';
import { findMethod } from './methods';

function present(row: HistoryRow): HistoryItem {
  const currency = row.currency as Currency;
  return {
    id: `${row.type}:${row.ref}`,
    type: row.type,
    amount: toMajor(row.amount, currency),
    currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    description: row.type === 'adjustment' ? row.detail : (findMethod(row.detail)?.name.en ?? row.detail),
  };
}

/** GET /api/v2/billing/history: every money movement of the player, filtered and paged, newest first. */
export async function registerHistoryRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/v2/billing/history',
    { preValidation: ctx.authenticate, schema: { querystring: historyQuery } },
    async (request, reply) => {
      const { type, status, page, per_page } = request.query;
      const result = await historyPage(ctx.db, claimsOf(request).userId, ctx.now(), {
        type,
        status,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      reply.header('cache-control', 'no-store');
      const body: HistoryAnswer = {
        data: result.rows.map(present),
        meta: { page, per_page, total: result.total },
      };
      return body;
    },
  );
}
