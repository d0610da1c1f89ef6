import { msg } from '@lingui/core/macro';

/**
 * The installed app's texts. Besides the install banner, the build reads them from the compiled catalogs for the
 * manifests and the offline page (scripts/pwa/catalog-texts.ts), so each must stay one plain `msg` literal.
 */
export const APP_TEXTS = {
  name: msg`RoyalSpin: casino and sports betting`,
  description: msg`Provably fair games, sports betting and bonuses.`,
  offlineTitle: msg`You are offline`,
  offlineText: msg`Check your connection. The site opens again as soon as it is back.`,
  offlineRetry: msg`Try again`,
};
