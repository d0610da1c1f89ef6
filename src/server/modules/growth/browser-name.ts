import Bowser from 'bowser';

/** User agents longer than this are cut before parsing: real ones are far shorter. */
const MAX_USER_AGENT = 512;

/** The browser's name and major version from a User-Agent header, e.g. `Chrome 120`; `unknown` when unnamed. */
export function browserName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT).trim();
  if (!ua) return 'unknown';
  const { name, version } = Bowser.parse(ua).browser;
  if (!name) return 'unknown';
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}
