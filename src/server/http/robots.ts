import type { FastifyInstance } from 'fastify';

/** The API host is for the site's own pages and apps, not for search engines. */
const API_ROBOTS = 'User-agent: *\nDisallow: /\n';

/** `/robots.txt` of the API host; the site's hosts serve `public/robots.txt` from the build. */
export function registerApiRobots(api: FastifyInstance) {
  api.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(API_ROBOTS),
  );
}
