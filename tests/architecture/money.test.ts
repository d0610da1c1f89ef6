import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moneyFunctions, moneyWritesOutsideLedger } from './money-writes';

const SERVER = path.resolve('src/server');
const copy = mkdtempSync(path.join(tmpdir(), 'money-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** A copy of src/server with `text` added to one file. */
function planted(name: string, file: string, text: string): string {
  const root = path.join(copy, name);
  cpSync(SERVER, root, { recursive: true });
  const target = path.join(root, file);
  writeFileSync(target, readFileSync(target, 'utf8') + text);
  return root;
}

describe('money moves only through the ledger', () => {
  it('knows the ledger’s database functions from their sources', () => {
    expect(moneyFunctions(SERVER)).toEqual(
      expect.arrayContaining([
        'ledger_post',
        'ledger_credit_invoice',
        'ledger_pay_invoice',
        'ledger_request_payout',
        'ledger_place_bet',
        'ledger_place_bets',
      ]),
    );
  });

  it('finds no money function call and no write of a balance, entry or turnover row outside src/server/ledger', () => {
    expect(moneyWritesOutsideLedger(SERVER)).toEqual([]);
  });

  it('catches a money function called from a module', () => {
    const root = planted(
      'call',
      'modules/games/feed.ts',
      "\nexport const planted = (db: Db) => db.execute(sql`select * from ledger_post(${'k'}, 'bet')`);\n",
    );
    expect(moneyWritesOutsideLedger(root)).toEqual([
      expect.stringMatching(/^modules\/games\/feed\.ts:\d+: calls ledger_post$/),
    ]);
  });

  it('catches SQL text that writes a balance', () => {
    const root = planted(
      'sql',
      'modules/vip/cashback.ts',
      "\nexport const planted = 'UPDATE ledger_accounts SET balance = 0';\n",
    );
    expect(moneyWritesOutsideLedger(root)).toEqual([
      expect.stringMatching(/^modules\/vip\/cashback\.ts:\d+: update ledger_accounts$/),
    ]);
  });

  it('catches a Drizzle insert into the turnover', () => {
    const root = planted(
      'drizzle',
      'modules/bonuses/wallet/repository.ts',
      "\nimport { wagers } from '../../../db/schema';\nexport const planted = (db: Db) => db.insert(wagers).values([]);\n",
    );
    expect(moneyWritesOutsideLedger(root)).toEqual([
      expect.stringMatching(/^modules\/bonuses\/wallet\/repository\.ts:\d+: db\.insert$/),
    ]);
  });
});
