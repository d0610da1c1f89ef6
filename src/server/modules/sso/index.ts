import { defineModule } from '../../core/module';
import { registerCentralRoutes } from './central-routes';
import { ssoCodeSweepJob } from './code-sweep';
import { registerEstablishCodeRoutes } from './establish-code-routes';
import { registerSsoExchangeRoutes } from './exchange-routes';

/** Single sign-on across mirrors: the exchange and establish-code routes on the API host, the central routes. */
export const ssoModule = defineModule({
  name: 'sso',
  async routes(api, services) {
    await registerSsoExchangeRoutes(api, services);
    await registerEstablishCodeRoutes(api, services);
  },
  jobs: (services) => [ssoCodeSweepJob(services.db)],
  ssoRoutes: (sso, services) => registerCentralRoutes(sso, services),
});

export { establishLinkFor } from './sso-codes';
export { ssoAuthorizeLink, ssoHostname } from './sso-links';
