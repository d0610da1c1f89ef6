import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SITE_HOST } from './hosts';

/**
 * Serves the built SPA on `hosts` (every non-API host unless told otherwise): static files with long caching for
 * hashed assets, and index.html for any other GET so the
 * client router can show the page (or its 404).
 */
export async function registerSite(app: FastifyInstance, staticDir: string, hosts: RegExp = SITE_HOST) {
  const indexFile = path.join(staticDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: false,
      constraints: { host: hosts },
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = () =>
    hasBuild
      ? readFileSync(indexFile, 'utf8')
      : '<!doctype html><title>Build missing</title><p>Run npm run build.</p>';
  // the static handler refuses a directory (index: false), so the root page is answered here
  app.get('/', { constraints: { host: hosts } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml()),
  );
  return { indexHtml };
}
