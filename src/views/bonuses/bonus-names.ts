import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * English texts of the bonus names the server sends as message keys (programs and welcome-pack steps,
 * `src/server/modules/bonuses/programs.ts`); the catalogs translate them.
 */
export const BONUS_NAMES: Record<string, MessageDescriptor> = {
  'bonus.reg_and_dep': msg`Registration and deposit bonus`,
  'bonus.welcome': msg`Welcome pack`,
  'bonus.welcome.step1': msg`Welcome pack: 1st deposit`,
  'bonus.welcome.step2': msg`Welcome pack: 2nd deposit`,
  'bonus.welcome.step3': msg`Welcome pack: 3rd deposit`,
  'bonus.welcome.step4': msg`Welcome pack: 4th deposit`,
  'bonus.promo.no_deposit': msg`No-deposit bonus`,
  'bonus.promo.deposit_match': msg`Promo code deposit bonus`,
};

/**
 * A bonus name in the interface language: the translation of its key, else the English title the server gave
 * (`public_title`), else the key itself, so a program added on the server shows before the catalogs know it.
 */
export function bonusName(i18n: I18n, name: string, publicTitle?: string | null): string {
  const known = BONUS_NAMES[name];
  return known ? i18n._(known) : publicTitle || name;
}
