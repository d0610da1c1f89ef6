/**
 * The SSO address to send the browser to: the link with the current address, encoded, in a `url`
 * parameter (SPEC §4 Login and Token refresh), so the SSO host can send the user back.
 */
export function ssoRedirectUrl(ssoLink: string, currentUrl: string): string {
  const url = new URL(ssoLink);
  url.searchParams.set('url', currentUrl);
  return url.toString();
}
