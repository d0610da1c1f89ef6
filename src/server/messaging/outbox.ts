import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { insertMessage, markSent, type OutboxRow } from './outbox-repository';

/** A message to a player; `phone` messages are SMS, which only the outbox carries until a provider exists. */
export type OutgoingMessage = {
  channel: 'email' | 'phone';
  destination: string;
  subject: string;
  body: string;
};

/** Records every message and delivers email by SMTP when configured. */
export type Outbox = ReturnType<typeof createOutbox>;

/** Builds the outbox for one app. */
export function createOutbox(options: { db: Db; config: Config; log: FastifyBaseLogger; now: () => Date }) {
  const { db, config, log, now } = options;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const production = config.env === 'production';

  async function deliver(row: OutboxRow): Promise<void> {
    if (!transport || row.channel !== 'email') return;
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: row.destination,
        subject: row.subject,
        text: row.body,
      });
      await markSent(db, row.id, now());
    } catch (err) {
      log.error({ err, outboxId: row.id }, 'smtp delivery failed');
    }
  }

  return {
    /** Stores a message inside the caller's transaction; deliver it after commit. */
    async enqueue(tx: Db, message: OutgoingMessage): Promise<OutboxRow> {
      const row = await insertMessage(tx, message);
      // message bodies carry codes: never in production logs
      log.info(
        {
          outboxId: row.id,
          channel: row.channel,
          to: row.destination,
          subject: row.subject,
          ...(production ? {} : { body: row.body }),
        },
        'outbox message',
      );
      return row;
    },
    /** Hands committed messages to SMTP in the background; failures are logged, the row stays unsent. */
    deliver(rows: OutboxRow[]): void {
      for (const row of rows) void deliver(row);
    },
  };
}
