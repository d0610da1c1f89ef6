import type { FastifyInstance } from 'fastify';
import { registerConfirmRoutes } from '../modules/auth/confirm-routes';
import { createAuthContext } from '../modules/auth/context';
import { registerLoginRoutes } from '../modules/auth/login-routes';
import { registerPasswordRoutes } from '../modules/auth/password-routes';
import { registerRegisterRoutes } from '../modules/auth/register-routes';
import { registerResetRoutes } from '../modules/auth/reset-routes';
import { registerSessionRoutes } from '../modules/auth/session-routes';
import { registerDepositRoutes } from '../modules/billing/deposit-routes';
import { registerHistoryRoutes } from '../modules/billing/history-routes';
import { registerPayoutRoutes } from '../modules/billing/payouts-routes';
import { registerGeo } from '../modules/geo/routes';
import { registerAttachSourceRoutes } from '../modules/growth/attach-source-routes';
import { registerMiddlewareRoutes } from '../modules/growth/middleware-routes';
import { registerTrackingRoutes } from '../modules/growth/tracking-routes';
import { registerMirrorRoutes } from '../modules/mirrors/routes';
import { registerOutboxPages } from '../modules/outbox/routes';
import { registerProfileRoutes } from '../modules/profile/routes';
import { registerEstablishCodeRoutes } from '../modules/sso/establish-code-routes';
import { startSsoCodeSweep } from '../modules/sso/code-sweep';
import { registerSsoExchangeRoutes } from '../modules/sso/exchange-routes';
import { registerSupportRoutes } from '../modules/support/routes';
import type { AppDeps } from './app';

/** Every API module, mounted at the exact paths of SPEC §7 on the API host. */
export async function registerApi(api: FastifyInstance, deps: AppDeps) {
  await registerGeo(api, deps);
  const auth = await createAuthContext(api, deps);
  await registerSessionRoutes(api, auth);
  await registerRegisterRoutes(api, auth);
  await registerLoginRoutes(api, auth);
  await registerSsoExchangeRoutes(api, auth);
  startSsoCodeSweep(api, auth);
  await registerEstablishCodeRoutes(api, auth);
  await registerConfirmRoutes(api, auth);
  await registerResetRoutes(api, auth);
  await registerPasswordRoutes(api, auth);
  await registerProfileRoutes(api, auth);
  await registerSupportRoutes(api, auth);
  await registerDepositRoutes(api, auth);
  await registerPayoutRoutes(api, auth);
  await registerHistoryRoutes(api, auth);
  await registerMirrorRoutes(api, auth);
  await registerMiddlewareRoutes(api, { db: deps.database.db });
  await registerTrackingRoutes(api, auth);
  await registerAttachSourceRoutes(api, auth);
  await registerOutboxPages(api, { db: deps.database.db, config: deps.config });
}
