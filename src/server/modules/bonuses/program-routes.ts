import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  bonusesQuery,
  bonusProgramParams,
  welcomePackGuestQuery,
  type BonusProgramAnswer,
  type WaitingRegAndDepAnswer,
  type WelcomePackGuestAnswer,
} from '../../../contract/bonuses';
import { DEFAULT_CURRENCY, type Region } from '../../../contract/constants';
import { regionOf } from '../../../contract/geo';
import { HttpError } from '../../http/errors';
import { SHED_FIRST } from '../../http/load-shedding';
import type { ZodTypeProvider } from '../../http/zod';
import type { Services } from '../../core/services';
import { countryOf } from '../../http/country';
import { optionalPlayer } from '../../players/current-player';
import { offeredIn, secondsUntil, windowSeconds } from './offers';
import { bonusOutlook } from './outlook';
import { presentProgram, presentWelcomePack } from './present';
import type { Program, ProgramOf } from './program-schema';
import { activePrograms, findActiveProgram } from './program-repository';

/** The first active program of a kind offered in `region`. */
function offered<K extends Program['kind']>(programs: Program[], kind: K, region: Region) {
  return programs.find((p): p is ProgramOf<K> => p.kind === kind && offeredIn(p, region));
}

/**
 * What guests and players are offered (SPEC §7): the registration-and-deposit bonus waiting, a program by id and
 * the welcome pack. Guests get the offer of their region with its whole window (the browser keeps their period,
 * SPEC §4 guestBonus); a player with a valid token gets what is left of their own.
 */
export async function registerProgramRoutes(app: FastifyInstance, ctx: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guestRegion = (request: FastifyRequest) => regionOf(countryOf(request, ctx.config));

  api.get(
    '/bonus-system/bonus-activation/waiting-reg-and-dep',
    { schema: { querystring: bonusesQuery }, config: SHED_FIRST },
    async (request, reply): Promise<WaitingRegAndDepAnswer> => {
      reply.header('cache-control', 'no-store');
      const now = ctx.now();
      const player = await optionalPlayer(ctx, request);
      if (player) {
        const { offers } = await bonusOutlook(ctx.db, player, now);
        const waiting = offers.find((o) => o.program.kind === 'reg_and_dep');
        return {
          data: waiting ? { name: waiting.name, expires_in: secondsUntil(waiting.endsAt, now) } : null,
        };
      }
      const program = offered(await activePrograms(ctx.db), 'reg_and_dep', guestRegion(request));
      return { data: program ? { name: program.name, expires_in: windowSeconds(program) } : null };
    },
  );

  api.get(
    '/bonus-system/bonus/:id',
    { schema: { params: bonusProgramParams, querystring: bonusesQuery }, config: SHED_FIRST },
    async (request, reply): Promise<BonusProgramAnswer> => {
      const program = await findActiveProgram(ctx.db, request.params.id);
      if (!program) throw new HttpError(404, 'not_found', 'No such bonus.');
      reply.header('cache-control', 'no-store');
      const player = await optionalPlayer(ctx, request);
      if (!player) return { data: presentProgram(program, windowSeconds(program)) };
      const now = ctx.now();
      const offer = (await bonusOutlook(ctx.db, player, now)).offers.find((o) => o.program.id === program.id);
      // a promo's wait starts when the player redeems a code of it; the other windows started at registration
      const expiresIn = offer
        ? secondsUntil(offer.endsAt, now)
        : program.kind === 'promo'
          ? windowSeconds(program)
          : 0;
      return { data: presentProgram(program, expiresIn) };
    },
  );

  api.get(
    '/api/v3/welcome-pack/get-welcome-packs-guest',
    { schema: { querystring: welcomePackGuestQuery }, config: SHED_FIRST },
    async (request): Promise<WelcomePackGuestAnswer> => {
      const pack = offered(await activePrograms(ctx.db), 'welcome_pack', guestRegion(request));
      if (!pack) throw new HttpError(404, 'not_found', 'No welcome pack is offered here.');
      return presentWelcomePack(pack, request.query.currency ?? DEFAULT_CURRENCY);
    },
  );
}
