import type { FastifyInstance } from 'fastify';
import type { Currency } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import { profileQuery, profileSettingsBody, type ProfileAnswer } from '../../../contract/profile';
import type { ZodTypeProvider } from '../../http/zod';
import { claimsOf } from '../../sessions/authenticate';
import type { Services } from '../../core/services';
import { unauthenticated } from '../../http/refusals';
import { presentUser } from '../../players/present';
import { findUserById, updateUser } from '../../players/repository';
import { withPremium } from '../vip';

/** Product areas the browser may show; flipped on as the modules land. */
const FEATURES = { sports: false, tournaments: false, vip: true } as const;

/** GET /profile/user and PUT /profile/settings. */
export async function registerProfileRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // authentication before body validation: anonymous callers learn nothing about the schema
  const auth = { preValidation: ctx.authenticate };

  api.get('/profile/user', { ...auth, schema: { querystring: profileQuery } }, async (request, reply) => {
    const { userId, sid, exp } = claimsOf(request);
    const user = await findUserById(ctx.db, userId);
    if (!user) throw unauthenticated();
    const body: ProfileAnswer = {
      user: presentUser(
        await withPremium(ctx.db, user),
        await ctx.ledger.balances(userId, user.currency as Currency),
      ),
      features: { ...FEATURES },
      region: regionOf(user.countryCode),
    };
    // renewing here spares the browser a refresh round trip while it is active
    const secondsLeft = exp - ctx.now().getTime() / 1000;
    if (secondsLeft < ctx.tokens.ttl / 2) body.fresh_token = await ctx.tokens.sign(userId, sid);
    reply.header('cache-control', 'no-store');
    return body;
  });

  api.put('/profile/settings', { ...auth, schema: { body: profileSettingsBody } }, async (request) => {
    const b = request.body;
    const patch =
      'locale' in b
        ? { locale: b.locale }
        : 'timezone' in b
          ? { timezone: b.timezone }
          : 'is_avatar_hidden' in b
            ? { isAvatarHidden: b.is_avatar_hidden }
            : { isStatisticsHidden: b.is_statistics_hidden };
    const user = await updateUser(ctx.db, claimsOf(request).userId, patch);
    const balances = await ctx.ledger.balances(user.id, user.currency as Currency);
    return { success: true as const, user: presentUser(await withPremium(ctx.db, user), balances) };
  });
}
