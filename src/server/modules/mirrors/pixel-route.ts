import type { FastifyInstance } from 'fastify';

/** Where every site host serves the probing pixel. */
export const PIXEL_PATH = '/pixel.gif';

/** A 1×1 transparent GIF (GIF89a, one transparent palette entry). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * GET /pixel.gif on every site host: what players' browsers load to time a mirror. Never cached, so every
 * probe reaches the domain; and loadable from the other mirrors, which are other sites by design (the rest of
 * the site answers `Cross-Origin-Resource-Policy: same-site`).
 */
export function registerPixelRoute(app: FastifyInstance) {
  app.get(PIXEL_PATH, (_request, reply) =>
    reply
      .type('image/gif')
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(PIXEL),
  );
}
