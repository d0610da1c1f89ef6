import type { FastifyInstance } from 'fastify';
import { registerGeo } from '../modules/geo/routes';
import type { AppDeps } from './app';

/** Every API module, mounted at the exact paths of SPEC §7 on the API host. */
export async function registerApi(api: FastifyInstance, deps: AppDeps) {
  await registerGeo(api, deps);
}
