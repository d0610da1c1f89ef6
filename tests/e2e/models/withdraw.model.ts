import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Withdraw tab of the PayIn cashier, found by roles and field names so one model serves every language;
 * the texts a test expects are the test's own.
 */
export class WithdrawModel {
  readonly dialog: Locator;
  readonly form: Locator;
  readonly amount: Locator;
  readonly destination: Locator;
  readonly submit: Locator;
  readonly amountError: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.form = this.dialog.locator('form:has(input[name="amount"])');
    this.amount = this.form.locator('input[name="amount"]');
    this.destination = this.form.locator('input[name="destination"]');
    this.submit = this.form.locator('button[type="submit"]');
    this.amountError = this.form.locator('[role="alert"]').first();
  }

  /** Opens PayIn through `?deposit` on the language's home page and switches to the tab named `tab`. */
  async open(locale: 'en' | 'ru' | 'kz', tab: string): Promise<void> {
    await this.page.goto(`/${locale}?deposit`);
    await this.dialog.getByRole('tab', { name: tab, exact: true }).click();
    await expect(this.form).toBeVisible();
  }

  /** Types the amount and a card number (digits, as into the mask) and submits. */
  async request(amount: string, cardDigits: string): Promise<void> {
    await this.amount.fill(amount);
    await this.destination.pressSequentially(cardDigits);
    await this.submit.click();
  }
}
