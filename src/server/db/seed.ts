import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from './client';
import { settings } from './schema';

const SEED_VERSION = '1';

/**
 * Seeds what a fresh install needs, once per seed version. Later areas (payment methods, games, bonus
 * programs) add their reference data here; accounts are never seeded, players register.
 */
export async function seed(db: Db, _config: Config): Promise<void> {
  const [done] = await db.select().from(settings).where(eq(settings.key, 'seed_version'));
  if (done?.value === SEED_VERSION) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoUpdate({ target: settings.key, set: { value: SEED_VERSION } });
  });
}
