import { expect, type Locator, type Page } from '@playwright/test';

type Locale = 'ru' | 'en' | 'kz';
/** The `lang` attribute of each language's entry in the switcher (kz is Kazakh, `kk`). */
const OPTION_LANG: Record<Locale, string> = { ru: 'ru', en: 'en', kz: 'kk' };
/** What `<html lang>` says for each language (LOCALE_ISO). */
export const HTML_LANG: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US', kz: 'kk-KZ' };

/** The site header: sections, language switcher, auth area and balance. */
export class HeaderModel {
  readonly root: Locator;
  /** The switcher's trigger; its name is translated, its popup role is not. */
  readonly languageButton: Locator;
  readonly balance: Locator;

  constructor(private readonly page: Page) {
    this.root = page.getByRole('banner');
    this.languageButton = this.root.locator('button[aria-haspopup="menu"]:has([data-locale-code])');
    this.balance = this.root.getByLabel('Balance');
  }

  /** Picks a language in the header switcher and waits for <html lang> to follow. */
  async switchLanguage(locale: Locale): Promise<void> {
    await this.languageButton.click();
    await this.page
      .getByRole('menuitemradio')
      .and(this.page.locator(`[lang="${OPTION_LANG[locale]}"]`))
      .click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(this.languageButton.locator('[data-locale-code]')).toHaveText(locale);
  }

  /** The balance as shown, e.g. "0,00 ₽". */
  async balanceText(): Promise<string> {
    return (await this.balance.innerText()).trim();
  }

  /** A section link in the header by its (current language) name. */
  section(name: string | RegExp): Locator {
    return this.root.getByRole('navigation').first().getByRole('link', { name });
  }
}
