import type { BrowserContext, Page, Response } from '@playwright/test';
import { placeBetAnswer, type PlaceBetAnswer } from '../../src/contract/games/bets';
import { expect } from './fixtures';
import { DepositModel } from './models/deposit.model';
import type { HeaderModel } from './models/header.model';

/** The RUB card method of the sandbox catalogue (src/server/modules/billing/methods.ts). */
export const CARD = /^Bank card \(Visa, Mastercard, Mir\)/;
/** The first deposit: 1,000 ₽ to the main balance and the 150 % registration bonus (1,500 ₽) to the bonus one. */
export const DEPOSIT = 1_000;
export const BONUS = 1_500;

/** An amount of roubles as the header writes it in English: kopecks shown only when there are any. */
export const rub = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'RUB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** The next answer of a game call (a bet, a move) whose path ends with `suffix`. */
const gameAnswer = (page: Page, suffix: string) =>
  page.waitForResponse((r: Response) => r.request().method() === 'POST' && r.url().endsWith(suffix), {
    timeout: 20_000,
  });

/** Clicks (or taps), waits for the game call it makes, and answers its parsed body. */
export async function play(page: Page, suffix: string, press: () => Promise<void>): Promise<PlaceBetAnswer> {
  const [response] = await Promise.all([gameAnswer(page, suffix), press()]);
  expect(response.status(), await response.text()).toBe(200);
  return placeBetAnswer.parse(await response.json());
}

/**
 * The first deposit of a registered RUB player through the sandbox (the payer marks it paid in its own tab), up to
 * the header showing the deposit plus the registration bonus.
 */
export async function depositThroughSandbox(page: Page, context: BrowserContext, header: HeaderModel) {
  const deposit = new DepositModel(page);
  await deposit.open();
  await deposit.deposit(CARD, String(DEPOSIT));
  await deposit.payInSandboxAndPlay(context);
  await expect(header.balance).toHaveText(rub(DEPOSIT + BONUS));
}
