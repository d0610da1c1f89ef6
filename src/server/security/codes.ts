import { randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import { hmac, sameDigest } from './digest';
import { rejectField } from '../http/refusals';
import {
  consumeCode,
  countAttempt,
  insertCode,
  latestOpenCode,
  supersedeCodes,
  type CodeRow,
  type CodeScope,
} from './codes-repository';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** One-time 6-digit codes: stored as HMAC, 10 minutes, 5 tries, newest wins. */
export type CodeService = ReturnType<typeof createCodeService>;

/** Builds the code service; `key` is the HMAC key (derived from the signing secret). */
export function createCodeService(options: { db: Db; key: Uint8Array; now: () => Date }) {
  const { db, key, now } = options;
  const digest = (row: Pick<CodeRow, 'purpose' | 'destination'>, code: string) =>
    hmac(key, `${row.purpose}:${row.destination}:${code}`);

  return {
    /** Creates a code for an address (retiring older ones of the scope) and returns it in clear for sending. */
    async issue(tx: Db, scope: CodeScope & { destination: string }): Promise<string> {
      const at = now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await supersedeCodes(tx, scope, at);
      await insertCode(tx, {
        purpose: scope.purpose,
        channel: scope.channel,
        destination: scope.destination,
        userId: scope.userId ?? null,
        codeHash: digest({ purpose: scope.purpose, destination: scope.destination }, code),
        expiresAt: new Date(at.getTime() + CODE_TTL_MS),
      });
      return code;
    },

    /**
     * Checks a code without using it up; a wrong try is counted (committed even though the request fails).
     * Throws 422 on field `code`: invalid_code, code_expired or too_many_attempts.
     */
    async check(scope: CodeScope, code: string): Promise<CodeRow> {
      const row = await latestOpenCode(db, scope);
      if (!row) throw rejectField('code', 'invalid_code', 'The code is wrong.');
      if (row.expiresAt <= now())
        throw rejectField('code', 'code_expired', 'The code has expired, request a new one.');
      if (row.attempts >= CODE_MAX_ATTEMPTS) throw tooManyAttempts();
      if (sameDigest(row.codeHash, digest(row, code))) return row;
      const attempts = await countAttempt(db, row.id);
      throw attempts >= CODE_MAX_ATTEMPTS
        ? tooManyAttempts()
        : rejectField('code', 'invalid_code', 'The code is wrong.');
    },

    /** Uses a checked code up inside the caller's transaction. */
    async consume(tx: Db, row: CodeRow): Promise<void> {
      if (!(await consumeCode(tx, row.id, now())))
        throw rejectField('code', 'invalid_code', 'The code is wrong.');
    },
  };
}

function tooManyAttempts() {
  return rejectField('code', 'too_many_attempts', 'Too many wrong codes, request a new one.');
}
