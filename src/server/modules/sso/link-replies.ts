import type { FastifyReply } from 'fastify';

const BAD_LINK_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Sign-in link not valid</title>' +
  '<h1>Sign-in link not valid</h1><p>This sign-in link does not lead back to our site. ' +
  'Open the site again and sign in there.</p>';

/** A browser step of the SSO round trip: a redirect that no cache keeps. */
export function redirectStep(reply: FastifyReply, url: URL) {
  return reply.header('cache-control', 'no-store').redirect(url.href, 302);
}

/** A top-level navigation with a bad link gets a short page, never a redirect to an address it chose. */
export function refuseLink(reply: FastifyReply) {
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(BAD_LINK_PAGE);
}
