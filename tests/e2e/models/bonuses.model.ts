import { expect, type Locator, type Page } from '@playwright/test';

/** The /bonuses page of a player, with the EN texts (tests run on /en). */
export class BonusesModel {
  readonly bonusBalance: Locator;
  readonly mainBalance: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.bonusBalance = page.getByLabel('Bonus balance', { exact: true });
    this.mainBalance = page.getByLabel('Main balance', { exact: true });
    this.history = page.getByRole('region', { name: 'Bonus history' });
  }

  /** Opens /en/bonuses of `site` and waits for the lists. */
  async open(site: string): Promise<void> {
    await this.page.goto(`${site}/en/bonuses`);
    await expect(this.page.getByRole('heading', { name: 'Active bonus' })).toBeVisible();
  }

  /** The card of the active bonus named `name`. */
  activeBonus(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  /** The wagering bar of the active bonus named `name`. */
  wagering(name: string): Locator {
    return this.activeBonus(name).getByRole('progressbar', { name: 'Wagering' });
  }
}
