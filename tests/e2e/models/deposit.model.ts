import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** The Deposit tab of the PayIn cashier and the SuccessPayment modal, with the EN texts (tests run on /en). */
export class DepositModel {
  readonly payIn: Locator;
  readonly success: Locator;
  readonly invoice: Locator;
  readonly countdown: Locator;
  readonly payInSandbox: Locator;

  constructor(private readonly page: Page) {
    this.payIn = page.getByRole('dialog', { name: 'Deposit', exact: true });
    this.success = page.getByRole('dialog', { name: 'Payment received' });
    this.invoice = this.payIn.getByRole('region', { name: 'Your invoice' });
    this.countdown = this.invoice.getByRole('timer', { name: 'Time left to pay' });
    this.payInSandbox = this.invoice.getByRole('link', { name: 'Pay in sandbox' });
  }

  /** Opens PayIn from the header's Deposit button. */
  async open(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(this.payIn).toBeVisible();
  }

  /** Picks a method by its (English) name, types the amount and opens the invoice. */
  async deposit(method: string | RegExp, amount: string): Promise<void> {
    await this.payIn.getByRole('button', { name: method }).click();
    await this.payIn.getByRole('textbox', { name: /^Amount, / }).fill(amount);
    await this.payIn.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(this.invoice).toBeVisible();
  }

  /**
   * Pays the open invoice in the sandbox's own tab (Mark paid, the webhook answered), closes that tab, and waits for
   * SuccessPayment, then plays on.
   */
  async payInSandboxAndPlay(context: BrowserContext): Promise<void> {
    const [payer] = await Promise.all([context.waitForEvent('page'), this.payInSandbox.click()]);
    await payer.getByRole('button', { name: 'Mark paid' }).click();
    await expect(payer.getByText('Webhook delivered; the API answered 200.')).toBeVisible();
    await payer.close();
    await expect(this.success).toBeVisible({ timeout: 10_000 });
    await this.success.getByRole('button', { name: 'Play' }).click();
  }
}
