import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { latestBuildAnswer, latestBuildQuery } from '../../../contract/mirrors';
import { HttpError } from '../../http/errors';
import type { ZodTypeProvider } from '../../http/zod';

/** Where the build writes its id (the `buildId` plugin of vite.config.ts), relative to the static directory. */
export const LATEST_BUILD_FILE = 'builds/latest.json';

/**
 * GET /builds/latest.json?t=… on every site host: the id of the deployed build, read from the build output on
 * each request so a redeployed directory is seen at once; never cached. 404 when there is no build (dev server).
 */
export function registerLatestBuildRoute(app: FastifyInstance, staticDir: string) {
  const file = path.join(staticDir, LATEST_BUILD_FILE);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(`/${LATEST_BUILD_FILE}`, { schema: { querystring: latestBuildQuery } }, async (_request, reply) => {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new HttpError(404, 'not_found', 'No build is deployed.');
        throw error;
      }
      const { id } = latestBuildAnswer.parse(JSON.parse(text));
      return reply.header('cache-control', 'no-store').send({ id });
    });
}
