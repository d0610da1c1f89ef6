import type { MirrorAnswer } from '../../../contract/mirrors';
import type { Config } from '../../config';
import type { MirrorRow } from './repository';
import { ssoAuthorizeLink } from '../sso';

/**
 * The configuration of the domain the browser is on. An unknown domain gets the defaults: no redirect and no
 * verification meta.
 */
export function mirrorAnswer(row: MirrorRow | undefined, config: Config): MirrorAnswer {
  return {
    redirect: row?.status === 'retired' && row.newLink ? { newLink: row.newLink, oldDomain: row.host } : null,
    sso: ssoAuthorizeLink(config),
    meta: row?.verificationMeta ?? null,
    settings: {
      revshare_service_frontend_url: config.revshareFrontendUrl ?? null,
      telegram_channel_url: config.telegramChannelUrl ?? null,
    },
  };
}
