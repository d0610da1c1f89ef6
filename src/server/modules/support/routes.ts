import type { FastifyInstance } from 'fastify';
import { supportMessageBody } from '../../../contract/support';
import { supportMessages } from '../../db/schema';
import type { ZodTypeProvider } from '../../http/zod';
import type { Services } from '../../core/services';
import { optionalUserId } from '../../sessions/optional-user';

/** POST /support/messages: stores the message and forwards it to the support mailbox through the outbox. */
export async function registerSupportRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/support/messages',
    {
      schema: { body: supportMessageBody },
      config: { rateLimit: { max: 5, timeWindow: '1 hour', groupId: 'support' } },
    },
    async (request) => {
      const userId = await optionalUserId(ctx, request);
      const { email, text } = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        const [message] = await tx.insert(supportMessages).values({ userId, email, text }).returning();
        return ctx.outbox.enqueue(tx, {
          channel: 'email',
          destination: ctx.config.supportEmail,
          subject: `Support #${message!.id} from ${email}`,
          body: `${text}\n\nReply to: ${email}${userId ? `\nPlayer id: ${userId}` : ''}`,
        });
      });
      ctx.outbox.deliver([row]);
      return { success: true as const };
    },
  );
}
