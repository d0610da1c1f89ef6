import type { FastifyInstance } from 'fastify';
import { historyQuery, type HistoryAnswer, type HistoryItem } from '../../../contract/billing';
import type { Currency, Locale } from '../../../contract/constants';
import { toMajor } from '../../../contract/money';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { historyPage, type HistoryRow } from './history-repository';
import { localeFromHeader } from '../../http/accept-language';
import { findMethod } from './methods';

/**
 * A movement as the player reads it: a payment method under its name in the player's language (Accept-Language); a
 * bonus movement names its bonus by the program's name key, which the client translates as the bonuses pages do.
 */
function present(row: HistoryRow, locale: Locale): HistoryItem {
  const currency = row.currency as Currency;
  const item: HistoryItem = {
    id: `${row.type}:${row.ref}`,
    type: row.type,
    amount: toMajor(row.amount, currency),
    currency,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    description: describe(row, locale),
  };
  if (row.bonus) item.bonus = { id: row.bonus.id, program_id: row.bonus.programId, name: row.bonus.name };
  return item;
}

function describe(row: HistoryRow, locale: Locale): string {
  if (row.bonus) return '';
  return row.type === 'adjustment' ? row.detail : methodName(row.detail, locale);
}

function methodName(hash: string, locale: Locale): string {
  const method = findMethod(hash);
  return method ? method.name[locale] || method.name.en : hash;
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
      const locale = localeFromHeader(request.headers['accept-language']);
      const body: HistoryAnswer = {
        data: result.rows.map((row) => present(row, locale)),
        meta: { page, per_page, total: result.total },
      };
      return body;
    },
  );
}
