import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

const SETTING_KEY = 'jwt_secret';

/**
 * The signing secret: JWT_SECRET when set; otherwise (never in production, config refuses that) one generated
 * on first start and kept in `settings`, so tokens survive a restart of a dev install.
 */
export async function resolveJwtSecret(
  config: Pick<Config, 'jwtSecret' | 'env'>,
  db: Db,
): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.env === 'production') throw new Error('JWT_SECRET is required in production');
  // insert-if-absent then read back, so two processes starting together agree on one secret
  await db
    .insert(settings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('jwt_secret setting missing');
  return Buffer.from(row.value, 'base64url');
}
