import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { ssoCodes, users } from '../../src/server/db/schema';
import { deleteDeadSsoCodes, SSO_CODE_KEPT_MS } from '../../src/server/modules/sso/code-sweep';
import { SSO_CODE_TTL_MS } from '../../src/server/modules/sso/sso-links';
import { freshEmail, testClock } from './accounts';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const clock = testClock();
beforeAll(async () => {
  server = await startTestServer({}, clock.now);
}, 60_000);
afterAll(() => server.close());

/** Stores an establish code of a new player that expires at `expiresAt`; returns its hash. */
async function storeCode(db: Db, expiresAt: Date, usedAt: Date | null = null): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: freshEmail('sso-sweep'), registerMethod: 'email' })
    .returning({ id: users.id });
  const codeHash = randomUUID();
  await db.insert(ssoCodes).values({
    codeHash,
    purpose: 'establish',
    userId: user!.id,
    familyId: randomUUID(),
    mirrorHost: 'mirror.test',
    stateHash: randomUUID(),
    expiresAt,
    usedAt,
  });
  return codeHash;
}

const storedHashes = async (db: Db) =>
  new Set((await db.select({ codeHash: ssoCodes.codeHash }).from(ssoCodes)).map((r) => r.codeHash));

describe('deleteDeadSsoCodes', () => {
  it('deletes codes that expired over an hour ago, used or not, and keeps the rest', async () => {
    const { db } = server.database;
    const now = clock.now().getTime();
    const at = (offset: number) => new Date(now + offset);
    const gone = [
      await storeCode(db, at(-SSO_CODE_KEPT_MS - 1)),
      await storeCode(db, at(-SSO_CODE_KEPT_MS - 1), at(-SSO_CODE_KEPT_MS - SSO_CODE_TTL_MS / 2)),
    ];
    const kept = [
      await storeCode(db, at(SSO_CODE_TTL_MS)),
      await storeCode(db, at(SSO_CODE_TTL_MS), at(-1_000)),
      await storeCode(db, at(-SSO_CODE_KEPT_MS + 1), at(-SSO_CODE_KEPT_MS)),
      await storeCode(db, at(-SSO_CODE_KEPT_MS)),
    ];
    expect(await deleteDeadSsoCodes(db, clock.now())).toBe(2);
    const stored = await storedHashes(db);
    for (const hash of gone) expect(stored.has(hash)).toBe(false);
    for (const hash of kept) expect(stored.has(hash)).toBe(true);
  });
});
