import type { ServerModule } from '../core/module';
import { authModule } from '../modules/auth';
import { billingModule } from '../modules/billing';
import { bonusesModule } from '../modules/bonuses';
import { freeSpinsModule } from '../modules/free-spins';
import { gamesModule } from '../modules/games';
import { geoModule } from '../modules/geo';
import { growthModule } from '../modules/growth';
import { mirrorsModule } from '../modules/mirrors';
import { outboxModule } from '../modules/outbox';
import { profileModule } from '../modules/profile';
import { ssoModule } from '../modules/sso';
import { supportModule } from '../modules/support';
import { vipModule } from '../modules/vip';

/** Every module of the server, in the order they are mounted; adding one is a line here. */
export const MODULES: readonly ServerModule[] = [
  geoModule,
  authModule,
  ssoModule,
  profileModule,
  supportModule,
  billingModule,
  bonusesModule,
  freeSpinsModule,
  vipModule,
  gamesModule,
  mirrorsModule,
  growthModule,
  outboxModule,
];
