import type { FastifyInstance } from 'fastify';
import type { PublicChannel } from '../../contract/realtime';
import type { Job } from '../jobs/job';
import type { Services } from './services';

/**
 * One area of the server (auth, billing, games, …) as the composition root mounts it: the routes it serves on the
 * API host, on the site hosts and on the central SSO host, its periodic jobs and its realtime channels. Adding a module is one line in `src/server/app/modules.ts`.
 */
export type ServerModule = {
  name: string;
  /** Registers the module's routes on the API host (`api.<site>`), at the exact paths of SPEC §7. */
  routes?: (api: FastifyInstance, services: Services) => Promise<void>;
  /** Registers the module's routes on the central single sign-on host (`SSO_URL`), when one is configured. */
  ssoRoutes?: (sso: FastifyInstance, services: Services) => Promise<void>;
  /** Registers routes on every site host (the SPA's hosts), beside the static files. */
  siteRoutes?: (site: FastifyInstance, services: Services) => Promise<void>;
  /** The module's periodic jobs (names from `schedule/catalogue.ts`); the job runner runs each once per period. */
  jobs?: (services: Services) => Job[];
  /** The public realtime channels the module publishes on; each channel of the contract has one owner. */
  channels?: readonly PublicChannel[];
};

/** Declares a module; the identity function keeps each module's definition checked against `ServerModule`. */
export const defineModule = (module: ServerModule): ServerModule => module;
