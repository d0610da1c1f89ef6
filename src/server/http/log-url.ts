/** Query parameters that carry one-time credentials (SSO codes): never written to a log. */
const SECRET_PARAMETERS = new Set(['code', 'sso_code']);

/** A request URL (path and query) as the log may show it: the values of credential parameters replaced. */
export function loggableUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let hidden = false;
  for (const name of [...params.keys()]) {
    if (SECRET_PARAMETERS.has(name)) {
      params.set(name, '[redacted]');
      hidden = true;
    }
  }
  return hidden ? `${url.slice(0, query)}?${params.toString()}` : url;
}
