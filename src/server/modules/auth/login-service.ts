import { findUserByAddress, updateUser, type Channel, type UserRow } from '../../players/repository';
import type { AuthContext } from './context';
import { invalidCredentials, rejectField } from '../../http/refusals';
import type { Gate } from '../../security/throttles';
import type { Session } from '../../sessions/session';
import { startLoginSession } from './login-session';

/**
 * Checks a password login. Throttles are checked before any hashing; an unknown login is verified against a
 * dummy hash so both failures take one argon2 verify and answer the same bytes.
 */
export async function checkPassword(
  ctx: AuthContext,
  ip: string,
  channel: Channel,
  address: string,
  password: string,
): Promise<UserRow> {
  const account = `${channel}:${address}`;
  const gates: Gate[] = [
    [ctx.throttles.passwordAccount, account],
    [ctx.throttles.passwordIp, ip],
  ];
  await ctx.throttles.guard(...gates);
  const user = await findUserByAddress(ctx.db, channel, address);
  const matches = await ctx.hasher.verify(user?.passwordHash ?? ctx.dummyHash, password);
  if (!user?.passwordHash || !matches) {
    await ctx.throttles.hit(...gates);
    throw invalidCredentials();
  }
  await ctx.throttles.reset([ctx.throttles.passwordAccount, account]);
  return user;
}

/** Logs in with a password and starts a session for the site host the login came through. */
export async function loginWithPassword(
  ctx: AuthContext,
  ip: string,
  channel: Channel,
  address: string,
  password: string,
  siteHost: string,
): Promise<Session> {
  const user = await checkPassword(ctx, ip, channel, address, password);
  return ctx.db.transaction((tx) => startLoginSession(ctx, tx, user.id, siteHost));
}

/** Checks a one-time code of a purpose under the code-check throttles; returns the checked code row. */
export async function checkCodeThrottled(
  ctx: AuthContext,
  ip: string,
  scope: Parameters<AuthContext['codes']['check']>[0],
  code: string,
) {
  const gates: Gate[] = [
    [ctx.throttles.codeAccount, `${scope.channel}:${scope.destination ?? `user:${scope.userId}`}`],
    [ctx.throttles.codeIp, ip],
  ];
  await ctx.throttles.guard(...gates);
  try {
    return await ctx.codes.check(scope, code);
  } catch (error) {
    await ctx.throttles.hit(...gates);
    throw error;
  }
}

/** Logs in with a login code (the code proves the address, so it also becomes verified) and starts a session. */
export async function loginWithCode(
  ctx: AuthContext,
  ip: string,
  channel: Channel,
  address: string,
  code: string,
  siteHost: string,
): Promise<Session> {
  const row = await checkCodeThrottled(ctx, ip, { purpose: 'login', channel, destination: address }, code);
  const user = await findUserByAddress(ctx.db, channel, address);
  if (!user) throw rejectField('code', 'invalid_code', 'The code is wrong.');
  return ctx.db.transaction(async (tx) => {
    await ctx.codes.consume(tx, row);
    await updateUser(
      tx,
      user.id,
      channel === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true },
    );
    return startLoginSession(ctx, tx, user.id, siteHost);
  });
}
