import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { handleError } from '../../src/server/http/errors';
import { loggableError } from '../../src/server/http/loggable-error';
import { loggerOptions } from '../../src/server/http/logger';
import { openTestDatabase } from './test-database';

const SECRET_EMAIL = 'victim@example.test';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$aGFzaA';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A failed query carrying request values as parameters, as a failed registration insert did. */
async function failedQuery(): Promise<unknown> {
  try {
    await database.db.execute(sql`select ${SECRET_EMAIL}::text, ${SECRET_HASH}::int`);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('error logs', () => {
  it('keep the failure and drop the query parameters and quoted values of a database error', async () => {
    const error = await failedQuery();
    expect(String((error as Error).message)).toContain(SECRET_EMAIL);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('Failed query: select');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(SECRET_EMAIL);
    expect(logged).not.toContain('c2VjcmV0');
  });

  it('go through the sanitiser in the server logger, also from the error handler of a 500', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions({ logLevel: 'info' });
    const app = Fastify({ logger: { ...(options as object), stream } });
    app.setErrorHandler(handleError);
    app.post('/register', async () => failedQuery().then((error) => Promise.reject(error)));
    const res = await app.inject({ method: 'POST', url: '/register', payload: { email: SECRET_EMAIL } });
    await app.close();

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side.', code: 'server_error' });
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('DrizzleQueryError');
    expect(lines.join('')).not.toContain(SECRET_EMAIL);
    expect(lines.join('')).not.toContain('c2VjcmV0');
  });

  it('never print a thrown non-error value', () => {
    expect(JSON.stringify(loggableError({ password: SECRET_HASH }))).not.toContain('c2VjcmV0');
  });
});
