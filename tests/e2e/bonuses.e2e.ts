import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { runOps } from '../support/ops-process';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../support/server-process';
import { msgstr } from './catalog';
import { spyOnTracking } from './tracking-spy';
import { E2E_BONUS_PORT, expect, PASSWORD, test, uniqueEmail } from './fixtures';
import { BonusesModel } from './models/bonuses.model';
import { DepositModel } from './models/deposit.model';

/**
 * Bonuses end to end (issue 6): a guest's welcome-pack countdown; a registration with a promo code whose bonus the
 * first sandbox deposit credits; wagering recorded by the operator CLI (`npm run ops -- wager`, until games bet)
 * moves the bar and, once met, converts the bonus; a refused promo code is shown translated and recorded. The
 * suite runs its own server on a fresh embedded database, stopped around each operator command (PGlite serves
 * one process at a time).
 */
const PORT = E2E_BONUS_PORT;
const SITE = `http://localhost:${PORT}`;
const ENV = { STATIC_DIR: 'dist/e2e', REGISTRATIONS_PER_IP: '1000', OUTBOX_PUBLIC: '1' };
/** A registration promo code of the programs' 100 % deposit match (programs.ts `promo-deposit-100`). */
const PROMO = 'SPRING-E2E';
/** That program's name in English (src/views/bonuses/bonus-names.ts). */
const PROMO_BONUS = 'Promo code deposit bonus';
/** The RUB card method of the sandbox catalogue (src/server/modules/billing/methods.ts). */
const CARD = /^Bank card \(Visa, Mastercard, Mir\)/;

let server: ServerProcess | undefined;
let dataDir: string;

async function ops(...args: string[]) {
  const result = await runOps({ ...ENV, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, ...args);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

async function startServer() {
  server = await startServerProcess({ ...ENV, DATA_DIR: dataDir }, PORT);
}

/** Runs an operator command with the server stopped; the page waits on a blank document meanwhile. */
async function opsWhileStopped(page: Page, ...args: string[]) {
  await page.goto('about:blank');
  if (server) await stopServerProcess(server);
  server = undefined;
  const out = await ops(...args);
  await startServer();
  return out;
}

test.describe.configure({ mode: 'serial' });
// a refused registration answers 422, which the browser logs
test.use({ allowedConsoleErrors: [/status of 422\b/] });

test.beforeAll(async () => {
  // the first CLI run on a fresh store migrates it, then the server starts: slow on a busy machine
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-bonuses-'));
  await ops('promo', 'add', PROMO, 'promo-deposit-100', '--kind', 'registration');
  await startServer();
});

test.afterAll(async () => {
  if (server) await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('a guest sees the welcome pack counted down from the first visit', async ({ page }) => {
  await page.goto(`${SITE}/en/welcome-pack`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome pack' })).toBeVisible();
  // seven days from this first visit, less the moments the page took to show it. The heading is in the drawn page
  // the server sends; the timer is the app's, once its scripts have run and the offer has come
  await expect(page.getByRole('timer', { name: 'Welcome pack' })).toHaveText(
    /^(7 days 00:00:00|6 days 23:5\d:\d\d)$/,
    { timeout: 15_000 },
  );
  await expect(page.getByRole('listitem', { name: 'Welcome pack: 1st deposit' })).toContainText(
    '100% of the deposit, up to ₽10,000',
  );
});

test('a promo code at registration, the deposit bonus, its wagering and its conversion', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('bonus');
  await page.goto(`${SITE}/en`);
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
  const register = page.getByRole('dialog', { name: 'Create account' });
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel('Promo code (optional)').fill(PROMO.toLowerCase());
  await register.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible({
    timeout: 10_000,
  });

  const bonuses = new BonusesModel(page);
  await bonuses.open(SITE);
  const waiting = page.getByRole('listitem', { name: PROMO_BONUS });
  await expect(waiting).toContainText(`Promo code ${PROMO}`);
  await expect(waiting).toContainText('Your next deposit');

  // the first deposit through the sandbox: PayIn names the bonus it earns
  const deposit = new DepositModel(page);
  await deposit.open();
  await expect(deposit.payIn).toContainText(`This deposit earns ${PROMO_BONUS}`);
  await deposit.deposit(CARD, '1000');
  await deposit.payInSandboxAndPlay(context);

  // 100 % of 1,000 RUB credited to the bonus balance, to be wagered ×30
  await bonuses.open(SITE);
  await expect(bonuses.bonusBalance).toHaveText('₽1,000');
  await expect(bonuses.mainBalance).toHaveText('₽1,000');
  await expect(bonuses.wagering(PROMO_BONUS)).toHaveAttribute('aria-valuenow', '0');
  await expect(bonuses.activeBonus(PROMO_BONUS)).toContainText('Wagered ₽0 of ₽30,000 (0%)');

  // an operator-credited wager advances the bar
  expect(await opsWhileStopped(page, 'wager', email, '10000', '--reference', 'e2e-bet-1')).toContain(
    'wagered 10000.00 of 30000.00 RUB (33%)',
  );
  await bonuses.open(SITE);
  await expect(bonuses.wagering(PROMO_BONUS)).toHaveAttribute('aria-valuenow', '33');
  await expect(bonuses.activeBonus(PROMO_BONUS)).toContainText('Wagered ₽10,000 of ₽30,000 (33%)');

  // meeting the wager converts what is left of the bonus to the main balance, once
  expect(await opsWhileStopped(page, 'wager', email, '20000', '--reference', 'e2e-bet-2')).toContain(
    'moved to the main balance',
  );
  await bonuses.open(SITE);
  await expect(page.getByText('You have no active bonus.')).toBeVisible();
  await expect(bonuses.bonusBalance).toHaveText('₽0');
  await expect(bonuses.mainBalance).toHaveText('₽2,000');
  await expect(bonuses.history).toContainText('₽1,000 moved to your balance');
  await expect(bonuses.history).toContainText('Wagered');

  // the money history tells the same story beside the deposit: credited, then converted to the main balance
  await page.goto(`${SITE}/en/profile/history`);
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(`Bonus converted${PROMO_BONUS}`);
  await expect(rows.nth(1)).toContainText('+₽1,000');
  await expect(rows.nth(2)).toContainText(`Bonus credited${PROMO_BONUS}`);
  await expect(rows.nth(2)).toContainText('+₽1,000');
  await expect(rows.nth(3)).toContainText('Deposit');
  await rows.nth(1).getByRole('link', { name: PROMO_BONUS }).click();
  await expect(page).toHaveURL(`${SITE}/en/bonuses`);
  await expect(page.getByText('You have no active bonus.')).toBeVisible();
});

test('a refused promo code at registration is shown translated and recorded as its own event', async ({
  page,
  context,
}) => {
  const tracked = await spyOnTracking(context);
  const refusal = msgstr('ru', 'The promo code is invalid or has expired.');
  expect(refusal, 'the Russian catalog translates the refusal').not.toBe(
    'The promo code is invalid or has expired.',
  );
  await page.goto(`${SITE}/ru`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: msgstr('ru', 'Sign up'), exact: true })
    .click();
  const register = page.getByRole('dialog', { name: msgstr('ru', 'Create account') });
  await register.getByLabel(msgstr('ru', 'Email')).fill(uniqueEmail('bad-promo'));
  await register.getByLabel(msgstr('ru', 'Password'), { exact: true }).fill(PASSWORD);
  await register.getByLabel(msgstr('ru', 'Promo code (optional)')).fill('NOPE-404');
  await register.getByRole('button', { name: msgstr('ru', 'Sign up'), exact: true }).click();
  await expect(register.getByText(refusal).first()).toBeVisible();
  // the two calls leave together and are listed as they are answered, in either order
  await expect
    .poll(() => [...tracked].sort((a, b) => a.name.localeCompare(b.name)))
    .toEqual([
      { name: 'auth_error', status: 204 },
      { name: 'promo_code_error', status: 204 },
    ]);
});
