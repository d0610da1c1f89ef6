import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ZodTypeProvider } from '../../http/zod';
import { latestMessages, type OutboxRow } from '../../messaging/outbox-repository';

const outboxQuery = z.strictObject({ to: z.string().max(254).optional() });

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// a `+` in a query string arrives as a space; accept `to=+7999…` unencoded
function normaliseAddress(to: string): string {
  const t = to.trim();
  return /^\d{10,15}$/.test(t) ? `+${t}` : t.toLowerCase();
}

const view = (m: OutboxRow) => ({
  id: m.id,
  channel: m.channel,
  to: m.destination,
  subject: m.subject,
  body: m.body,
  created_at: m.createdAt.toISOString(),
  sent_at: m.sentAt?.toISOString() ?? null,
});

/** GET /dev/outbox (HTML) and /dev/outbox.json?to= — only outside production unless OUTBOX_PUBLIC is set. */
export async function registerOutboxPages(app: FastifyInstance, options: { db: Db; config: Config }) {
  const { db, config } = options;
  if (config.env === 'production' && !config.outboxPublic) return;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/dev/outbox.json', { schema: { querystring: outboxQuery } }, async (request, reply) => {
    const to = request.query.to ? normaliseAddress(request.query.to) : undefined;
    reply.header('cache-control', 'no-store');
    return { data: (await latestMessages(db, 50, to)).map(view) };
  });

  api.get('/dev/outbox', async (_request, reply) => {
    const rows = (await latestMessages(db, 100)).map(
      (m) =>
        `<li><b>${escape(m.subject)}</b> → ${escape(m.destination)} <small>${m.channel}, ${m.createdAt.toISOString()}</small><pre>${escape(m.body)}</pre></li>`,
    );
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return `<!doctype html><meta charset="utf-8"><title>Outbox</title><h1>Outbox</h1><ol>${rows.join('')}</ol>`;
  });
}
