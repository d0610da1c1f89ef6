import type { Db } from '../../db/client';
import type { CodePurpose } from '../../security/codes-repository';
import { renderMessage, type MessageKind } from '../../messaging/messages';
import type { OutboxRow } from '../../messaging/outbox-repository';
import { findUserByAddress, type Channel } from '../../players/repository';
import type { AuthContext } from './context';
import type { Gate } from '../../security/throttles';

/** Where a code goes and what it is for. */
export type CodeTarget = { purpose: CodePurpose; channel: Channel; destination: string };
/** The account a code belongs to. */
export type Recipient = { userId: number; locale: string };
/** Extra template values computed inside the transaction (the reset link). */
export type ExtraValues = (tx: Db, recipient: Recipient) => Promise<Record<string, string>>;

const KIND: Record<CodePurpose, MessageKind> = {
  login: 'login_code',
  verify: 'verify_code',
  reset: 'reset_code',
};

function sendGates(ctx: AuthContext, ip: string, t: CodeTarget): Gate[] {
  return [
    [ctx.throttles.sendIp, ip],
    [ctx.throttles.sendAccount, `${t.channel}:${t.destination}`],
    [ctx.throttles.sendCooldown, `${t.purpose}:${t.channel}:${t.destination}`],
  ];
}

/** Counts a send against the throttles, or answers 429 (also for unknown addresses: no enumeration). */
export async function guardSend(ctx: AuthContext, ip: string, target: CodeTarget): Promise<void> {
  const gates = sendGates(ctx, ip, target);
  await ctx.throttles.guard(...gates);
  await ctx.throttles.hit(...gates);
}

/** Counts a send that already happened (the code of a registration), without refusing it. */
export async function noteSend(ctx: AuthContext, ip: string, target: CodeTarget): Promise<void> {
  await ctx.throttles.hit(...sendGates(ctx, ip, target));
}

/** Issues a code and queues its message, inside the caller's transaction. */
export async function queueCode(
  ctx: AuthContext,
  tx: Db,
  target: CodeTarget,
  recipient: Recipient,
  kind: MessageKind = KIND[target.purpose],
  extra?: ExtraValues,
): Promise<OutboxRow> {
  const code = await ctx.codes.issue(tx, { ...target, userId: recipient.userId });
  const values = { code, ...(extra ? await extra(tx, recipient) : {}) };
  const text = renderMessage(kind, recipient.locale, values);
  return ctx.outbox.enqueue(tx, { channel: target.channel, destination: target.destination, ...text });
}

/**
 * Throttles a send, answers nothing more, and after the answer looks the address up and, for an account, issues
 * its code and sends the message; an unknown address gets nothing. Known and unknown addresses take the same path
 * up to the answer (the throttles count the address either way), so neither the bytes nor the timing of the answer
 * tell them apart: the lookup, the code's hash and the outbox write all happen later.
 */
export async function sendCodeAfterAnswer(
  ctx: AuthContext,
  ip: string,
  target: CodeTarget,
  kind?: MessageKind,
  extra?: ExtraValues,
): Promise<void> {
  await guardSend(ctx, ip, target);
  ctx.afterResponse.run(`${target.purpose} code by ${target.channel}`, async () => {
    const user = await findUserByAddress(ctx.db, target.channel, target.destination);
    if (!user) return;
    const recipient = { userId: user.id, locale: user.locale };
    const row = await ctx.db.transaction((tx) => queueCode(ctx, tx, target, recipient, kind, extra));
    ctx.outbox.deliver([row]);
  });
}
