import { defineModule } from '../../core/module';
import { registerBonusRoutes } from './bonus-routes';
import { bonusExpiryJob } from './wallet';

/** Bonus programs, promo codes, the player's bonuses and their wagering. */
export const bonusesModule = defineModule({
  name: 'bonuses',
  routes: registerBonusRoutes,
  jobs: (services) => [bonusExpiryJob(services)],
});

export { grantDepositBonus, quietDepositDecision } from './deposit-bonus';
export { bonusOutlook } from './outlook';
export { presentTerms } from './present';
export { createPromoOperator, type PromoOperator } from './promo-operator';
export { normalisePromoCode } from './promo-service';
export { redeemRegistrationPromo, registrationPromo } from './registration-promo';
export { wagerActiveBonus, type PlayerBonus, type WalletDeps } from './wallet';
export { createBonusWalletOperator, type BonusWalletOperator } from './wallet/operator';
