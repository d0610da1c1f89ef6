import type { Db } from '../../db/client';
import { randomToken, sha256 } from '../../security/digest';
import { updateUser, type Channel } from '../../players/repository';
import { revokeUserFamilies } from '../../sessions/refresh-repository';
import type { AuthContext } from './context';
import { rejectField } from '../../http/refusals';
import { findLiveResetToken, insertResetToken, useResetToken, type ResetRow } from './reset-repository';

/** A reset token (from a link or a confirmed code) lives 30 minutes and works once. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

const invalidToken = () =>
  rejectField('token', 'invalid_reset_token', 'The reset link is invalid or has expired.');

/** Creates a reset token for the user inside the caller's transaction and returns it in clear. */
export async function createResetToken(ctx: AuthContext, tx: Db, userId: number): Promise<string> {
  const token = randomToken(32);
  await insertResetToken(tx, {
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(ctx.now().getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** The live reset token, or 422 invalid_reset_token. */
export async function checkResetToken(ctx: AuthContext, token: string): Promise<ResetRow> {
  const row = await findLiveResetToken(ctx.db, sha256(token), ctx.now());
  if (!row) throw invalidToken();
  return row;
}

/** Uses up a checked reset token inside the caller's transaction. */
export async function spendResetToken(ctx: AuthContext, tx: Db, row: ResetRow): Promise<void> {
  if (!(await useResetToken(tx, row.tokenHash, ctx.now()))) throw invalidToken();
}

/** 422 password_mismatch on the confirm field when the two passwords differ. */
export function requireSamePassword(password: string, confirm: string, field = 'password_confirm'): void {
  if (password !== confirm) throw rejectField(field, 'password_mismatch', 'The passwords do not match.');
}

/**
 * Sets a new password after a proof (code or token) is used up in the same transaction, and signs the user out
 * everywhere: whoever knew the old password must not keep a session.
 */
export async function resetPassword(
  ctx: AuthContext,
  userId: number,
  password: string,
  useProof: (tx: Db) => Promise<void>,
  provenChannel?: Channel,
): Promise<{ success: true }> {
  const passwordHash = await ctx.hasher.hash(password);
  const ended = await ctx.db.transaction(async (tx) => {
    await useProof(tx);
    const proven =
      provenChannel === 'email'
        ? { isEmailVerified: true }
        : provenChannel === 'phone'
          ? { isPhoneVerified: true }
          : {};
    await updateUser(tx, userId, { passwordHash, ...proven });
    return revokeUserFamilies(tx, userId, ctx.now());
  });
  ctx.refresh.ended(ended);
  return { success: true };
}
