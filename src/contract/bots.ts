// Search and preview crawlers; headless browsers (our own e2e) are not bots.
const BOT_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|bingpreview|facebookexternalhit|yandex(bot|images|metrika)|mediapartners|lighthouse/i;

/** Whether a user agent is a crawler: bots skip the geo check and the SSO detour (SPEC §4). */
export function isBotAgent(userAgent: string): boolean {
  return BOT_AGENT.test(userAgent);
}
