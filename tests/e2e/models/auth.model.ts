import { expect, type Locator, type Page } from '@playwright/test';
import type { OutboxModel } from './outbox.model';

type Currency = 'RUB' | 'USD' | 'KZT' | 'INR' | 'EUR';
/** Registration by email or by phone (ten digits after +7, as typed into the RU mask). */
export type RegisterInput = { password: string; currency?: Currency } & (
  { email: string; phone?: never } | { phone: string; email?: never }
);

/** The phone as the API stores it: `9123456789` → `+79123456789`. */
export const e164 = (digits: string) => `+7${digits}`;

/**
 * How long a dialog may take to open the first time: it loads its code and the language's whole catalog, after the
 * app itself has started, and on a busy two-core machine with two browsers that has taken over 7 s.
 */
export const FIRST_DIALOG_TIMEOUT = 15_000;

/**
 * Login, registration and logout through the header and the auth modals, with the EN texts of
 * src/locales/en/messages.po (tests run on /en unless they test languages).
 */
export class AuthModel {
  readonly header: Locator;
  readonly loginDialog: Locator;
  readonly registerDialog: Locator;
  readonly accountMenuButton: Locator;

  constructor(
    private readonly page: Page,
    private readonly outbox: OutboxModel,
  ) {
    this.header = page.getByRole('banner');
    this.loginDialog = page.getByRole('dialog', { name: 'Log in' });
    this.registerDialog = page.getByRole('dialog', { name: 'Create account' });
    this.accountMenuButton = this.header.getByRole('button', { name: 'Account menu' });
  }

  /** Opens the Register modal from the header's "Sign up" button. */
  async openRegister(): Promise<Locator> {
    await this.header.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(this.registerDialog).toBeVisible({ timeout: FIRST_DIALOG_TIMEOUT });
    return this.registerDialog;
  }

  /** Opens the Login modal from the header's "Log in" button. */
  async openLogin(): Promise<Locator> {
    await this.header.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(this.loginDialog).toBeVisible({ timeout: FIRST_DIALOG_TIMEOUT });
    return this.loginDialog;
  }

  /** Fills and submits the registration form (opening the modal if needed); does not wait for the outcome. */
  async submitRegister(input: RegisterInput): Promise<void> {
    const dialog = (await this.registerDialog.isVisible()) ? this.registerDialog : await this.openRegister();
    if (input.phone !== undefined) {
      await dialog.getByRole('tablist', { name: 'Sign up with' }).getByRole('tab', { name: 'Phone' }).click();
      await this.typePhone(dialog, input.phone);
    } else {
      await dialog.getByLabel('Email').fill(input.email);
    }
    await dialog.getByLabel('Password', { exact: true }).fill(input.password);
    if (input.currency) await dialog.getByLabel('Currency').selectOption(input.currency);
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  }

  /** Registers through the Register modal and waits until the header shows the account. */
  async register(input: RegisterInput): Promise<void> {
    await this.submitRegister(input);
    await this.expectLoggedIn();
  }

  /** Fills and submits email + password in the Login modal; does not wait for the outcome. */
  async submitEmailPassword(email: string, password: string): Promise<void> {
    const dialog = (await this.loginDialog.isVisible()) ? this.loginDialog : await this.openLogin();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  }

  /** Logs in by email and password and waits for the account menu. */
  async loginByEmailPassword(email: string, password: string): Promise<void> {
    await this.submitEmailPassword(email, password);
    await this.expectLoggedIn();
  }

  /**
   * Logs in by phone with a one-time code: asks for the code ("Send code"), reads it from the
   * dev outbox and submits it. `phone` is the ten digits after +7.
   */
  async loginByPhoneCode(phone: string): Promise<void> {
    const dialog = (await this.loginDialog.isVisible()) ? this.loginDialog : await this.openLogin();
    await dialog.getByRole('tablist', { name: 'Log in with' }).getByRole('tab', { name: 'Phone' }).click();
    await this.typePhone(dialog, phone);
    await dialog
      .getByRole('tablist', { name: 'Confirm with' })
      .getByRole('tab', { name: 'One-time code' })
      .click();
    const before = await this.outbox.lastId(e164(phone));
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = await this.outbox.nextCode(e164(phone), before);
    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await this.expectLoggedIn();
  }

  /** Logs out through the account menu and waits for the guest buttons. */
  async logout(): Promise<void> {
    await this.accountMenuButton.click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
    await this.expectLoggedOut();
  }

  /** The header shows the account menu and no auth modal is open. */
  async expectLoggedIn(): Promise<void> {
    await expect(this.accountMenuButton).toBeVisible({ timeout: 10_000 });
    await expect(this.header.getByRole('button', { name: 'Log in', exact: true })).toBeHidden();
    await expect(this.page.getByRole('dialog')).toBeHidden();
  }

  /** The header shows "Log in" and "Sign up" and no account menu. */
  async expectLoggedOut(): Promise<void> {
    await expect(this.header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    await expect(this.header.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();
    await expect(this.accountMenuButton).toBeHidden();
  }

  // maska formats on input events, so type key by key rather than set the value at once.
  private async typePhone(dialog: Locator, digits: string): Promise<void> {
    const input = dialog.getByRole('textbox', { name: 'Phone', exact: true });
    await input.click();
    await input.pressSequentially(digits);
    await expect(input).toHaveValue(
      `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8, 10)}`,
    );
  }
}
