import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/rows';
import { createLedger } from '../../src/server/ledger/ledger';
import { createOperatorService } from '../../src/server/modules/billing/operator';
import { createSandboxProvider } from '../../src/server/modules/billing/providers/sandbox';
import { startCrashableServer, type CrashableServer } from '../chaos/crashable-server';
import { createJournal } from '../chaos/journal';
import { planKills, runKiller } from '../chaos/killer';
import { verifyLedger } from '../chaos/verify';
import {
  createHeldQueue,
  fireHeld,
  flushHeld,
  runClientLoop,
  type ChaosOperator,
  type Workload,
} from '../chaos/workload';
import { createApiClient } from '../support/api-client';
import { inParallel } from '../support/parallel';
import { registerPlayer, type Player } from '../support/players';
import { createRandom, freshSeed } from '../support/random';
import { createPostgresDatabase } from './test-database';
import { adminUrl, describeOnPostgres } from './describe-postgres';

const PLAYERS = 200;
const LOOPS = 32;
const STEPS_PER_LOOP = 40;
const KILLS = 4;
const WEBHOOK_SECRET = 'chaos-webhook-secret-chaos-webhook-secret';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// PostgreSQL only: PGlite is one connection in one process, so there is nothing concurrent to break
describeOnPostgres('chaos on PostgreSQL', () => {
  it('keeps every acknowledged deposit and payout exactly once while the server is SIGKILLed and restarted', async () => {
    const seed = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : freshSeed();
    console.log(
      `chaos: seed ${seed} (CHAOS_SEED=${seed} npm run test:pg -- tests/server/chaos.test.ts repeats it)`,
    );
    const random = createRandom(seed);
    const started = Date.now();

    const fresh = await createPostgresDatabase(adminUrl!);
    cleanups.push(fresh.drop);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-chaos-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server: CrashableServer = await startCrashableServer({
      NODE_ENV: 'test',
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'chaos-jwt-secret-chaos-jwt-secret-0123456789',
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      REGISTRATIONS_PER_IP: '100000',
      ACCESS_TOKEN_TTL: '3600',
      STATIC_DIR: 'tests/server/fixtures/site',
      LOG_LEVEL: 'silent',
    });
    cleanups.push(() => server.stop());
    // the server migrated the database; the test's own pool serves the operator and the checks
    const database: Database = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 8 });
    cleanups.push(() => database.close());
    const client = createApiClient(server.port, LOOPS * 2);
    cleanups.push(() => client.close());

    const journal = createJournal();
    const retry = () => journal.counts.retries++;
    const runTag = `s${seed}`;
    const players: Player[] = await inParallel(
      Array.from({ length: PLAYERS }, (_, i) => `chaos-${runTag}-${i}@example.test`),
      LOOPS,
      (email) => registerPlayer(client, email, retry),
    );
    journal.counts.registrations = players.length;

    // the operator's ledger looks accounts up on the pool from inside its transaction: filled beforehand, a
    // burst of decisions cannot take every connection and wait on itself
    const ledger = createLedger(database.db);
    await ledger.accounts.system('payout_clearing', 'RUB');
    for (const p of players) await ledger.accounts.player(p.userId, 'RUB');
    const service = createOperatorService({
      db: database.db,
      ledger,
      provider: createSandboxProvider({ webhookKey: WEBHOOK_SECRET }),
      now: () => new Date(),
    });
    const operator: ChaosOperator = {
      approve: async (id) => (await service.approvePayout(id)).status as 'paid' | 'failed',
      reject: async (id) =>
        (await service.rejectPayout(id, 'chaos: refused by the operator')).status as 'rejected',
    };
    let failure: unknown;
    const workload: Workload = {
      client,
      journal,
      players,
      webhookSecret: WEBHOOK_SECRET,
      runTag,
      operator,
      failed: () => failure !== undefined || server.unexpectedExit() !== null,
      paymentIdOf: async (invoiceId) => {
        const [row] = rowsOf<{ id: string }>(
          await database.db.execute(
            sql`select provider_payment_id as id from invoices where id = ${invoiceId}`,
          ),
        );
        if (!row) throw new Error(`invoice ${invoiceId} not found`);
        return row.id;
      },
    };

    const plan = planKills(random.fork(), LOOPS * STEPS_PER_LOOP, KILLS);
    const held = createHeldQueue();
    let steps = 0;
    let loopsDone = false;
    const loops = Promise.all(
      Array.from({ length: LOOPS }, (_, loop) =>
        runClientLoop(workload, held, random.fork(), loop, STEPS_PER_LOOP, () => steps++).catch((error) => {
          failure ??= error;
        }),
      ),
    ).finally(() => (loopsDone = true));
    const killRandom = random.fork();
    const kills = runKiller(
      plan,
      () => steps,
      () => loopsDone,
      async (kill) => {
        // a few notices on the wire as the process dies: delivered, perhaps applied, never answered
        const cutOff = fireHeld(workload, held, [killRandom.next(), killRandom.next(), killRandom.next()]);
        await server.crash(kill.downtimeMs);
        journal.counts.kills++;
        await cutOff;
      },
    );
    await Promise.all([loops, kills]);
    if (failure) throw failure;
    expect(server.unexpectedExit()).toBeNull();
    await flushHeld(workload, held);

    const { problems, creditedUnanswered } = await verifyLedger(
      database.db,
      journal,
      players.map((p) => p.userId),
    );
    const c = journal.counts;
    console.log(
      [
        `chaos: seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s, ${c.kills} kills (${plan
          .map((k) => `after step ${k.afterSteps}, down ${k.downtimeMs} ms`)
          .join('; ')})`,
        `  ${c.registrations} players, ${steps} steps, ${c.invoices} invoices, ${c.webhooks} webhooks ` +
          `(${c.duplicateWebhooks} duplicates, ${c.lateWebhooks} late, ${c.staleFailures} stale failures), ` +
          `${journal.paid.size} paid, ${journal.failed.size} failed, ${journal.uncertain.size} unanswered (${creditedUnanswered} of them applied)`,
        `  ${c.payoutRequests} payout requests (${journal.payouts.size} reserved, ${journal.refusedPayouts.size} refused), ` +
          `${c.decisions} operator decisions, ${c.reads} reads, ${c.retries} retries`,
      ].join('\n'),
    );
    expect(c.kills).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
  }, 240_000);
});
