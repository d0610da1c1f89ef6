import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CURRENCIES, TIMINGS } from '../contract/constants';
import { HOUSE_GAMES } from '../contract/games/rtp';
import { JOB_NAMES } from './schedule/catalogue';
import { parseJobIntervals } from './schedule/intervals';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Which proxies' `X-Forwarded-For` entries are believed: none, the nearest `hops`, or those at `addresses`. */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: empty, 0 or false trusts no proxy; a number is how many proxies stand in front of the server; a
 * comma-separated list names the proxies' addresses or ranges. `true` trusted every hop, which let a client set its
 * own address with `X-Forwarded-For` and so escape every per-IP limit: it is refused rather than guessed.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value) && Number(value) <= 32) return { hops: Number(value) };
    const addresses = value.split(',').map((entry) => entry.trim());
    if (value !== 'true' && addresses.every(isProxyAddress)) return { addresses };
    ctx.addIssue({
      code: 'custom',
      message:
        'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1); true, which trusted every hop, is no longer accepted',
    });
    return z.NEVER;
  });

/** A `GAMES_OFF` entry: a house game everywhere, or in one currency. */
const GAME_OFF = new RegExp(`^(${HOUSE_GAMES.join('|')})(:(${CURRENCIES.join('|')}))?$`);

/** Every environment variable the server reads; README has the same table. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: seconds(900),
  REFRESH_TOKEN_TTL: seconds(30 * 86_400),
  SITE_HOSTS: list.pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/i, 'must be host names'))),
  MIRROR_HOSTS: list.pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/i, 'must be host names'))),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin, e.g. https://casino.com' })
    .optional(),
  BLOCKED_COUNTRIES: list.pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be ISO 3166 alpha-2 codes'))),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code')
    .default('RU'),
  COUNTRY_HEADER: z.string().toLowerCase().optional(),
  TRUST_PROXY: trustProxy,
  REGISTRATIONS_PER_IP: z.coerce.number().int().positive().default(20),
  SSO_URL: z.url().optional(),
  REVSHARE_FRONTEND_URL: z.url({ protocol: /^https?$/ }).optional(),
  TELEGRAM_CHANNEL_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Casino <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@localhost'),
  OUTBOX_PUBLIC: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist/client'),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYMENT_SANDBOX_IN_PRODUCTION: bool,
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  INVOICE_LIFE_SECONDS: seconds(TIMINGS.invoiceLifeSeconds),
  DRAIN_TIMEOUT: seconds(20),
  LOAD_SHED_EVENT_LOOP_DELAY: z.coerce.number().int().min(0).max(60_000).default(250),
  LOAD_SHED_HEAP_MB: z.coerce.number().int().min(0).optional(),
  VIP_RAKEBACK_JOB: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v !== '0' && v !== 'false'),
  GAMES_OFF: list.pipe(
    z.array(z.string().regex(GAME_OFF, 'each entry is a house game, or game:CURRENCY (e.g. roulette:USD)')),
  ),
  JOB_INTERVALS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      const { intervals, problems } = parseJobIntervals(text ?? '', JOB_NAMES);
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return intervals;
    }),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections the server keeps; concurrent money movements each hold one for their transaction. */
  databasePoolSize: number;
  /** Server processes behind the one port (Node's cluster module); more than one needs PostgreSQL. */
  workers: number;
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  siteHosts: string[];
  mirrorHosts: string[];
  /**
   * The site's origin (`https://casino.com`): links in messages (a password reset) point here or at the player's
   * registered mirror on the same scheme and port, never at a host a request named.
   */
  siteUrl: string;
  blockedCountries: string[];
  defaultCountry: string;
  countryHeader: string | undefined;
  /** Whose `X-Forwarded-*` headers are believed (the client IP every per-IP limit counts). */
  trustProxy: TrustProxy;
  ssoUrl: string | undefined;
  /** The revenue-share partners' site, handed to the browser by `GET /mirror`. */
  revshareFrontendUrl: string | undefined;
  /** The project's Telegram channel, handed to the browser by `GET /mirror`. */
  telegramChannelUrl: string | undefined;
  registrationsPerIp: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  outboxPublic: boolean;
  logLevel: string;
  staticDir: string;
  /** The payment provider deposits and payouts go through. */
  paymentProvider: 'sandbox';
  /** HMAC key of provider webhooks; derived from the JWT secret when unset. */
  paymentWebhookSecret: string | undefined;
  /** Seconds a deposit invoice waits for payment (SPEC §9: 1200). */
  invoiceLifeSeconds: number;
  /** Seconds a stopping server gives requests in flight and drain steps before it cuts the connections left. */
  drainTimeout: number;
  /** Mean event-loop delay (ms) above which public reads are shed; 0: never. */
  loadShedEventLoopDelay: number;
  /** Heap used (MB) above which public reads are shed; 0: never; null: 90 % of V8's heap limit. */
  loadShedHeapMb: number | null;
  /** Whether this process runs the hourly VIP rakeback job (on unless 0 or false). */
  vipRakebackJob: boolean;
  /** House games turned off: `game` everywhere or `game:CURRENCY` in one currency. */
  gamesOff: string[];
  /** Milliseconds between runs of the jobs it names, overriding their own intervals. */
  jobIntervals: Readonly<Record<string, number>>;
};

/** Thrown at start with one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Without SITE_URL: the first site host, https in production, else http on the server's own port. */
function defaultSiteUrl(env: Config['env'], host: string, port: number): string {
  if (env === 'production') return `https://${host}`;
  return `http://${host}${port && port !== 80 ? `:${port}` : ''}`;
}

/** SITE_URL must be a bare origin on one of our hosts, and https in production (reset links carry tokens). */
function checkSiteUrl(url: URL, env: Config['env'], hosts: string[], problems: string[]): string {
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    problems.push('SITE_URL: must be an origin only (scheme, host and port), e.g. https://casino.com');
  if (!hosts.includes(url.hostname.toLowerCase().replace(/^www\./, '')))
    problems.push('SITE_URL: its host must be one of SITE_HOSTS or MIRROR_HOSTS');
  if (env === 'production' && url.protocol !== 'https:')
    problems.push('SITE_URL: must be https when NODE_ENV=production');
  return url.origin;
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET)
    problems.push('JWT_SECRET: required when NODE_ENV=production');
  // sandbox balances are play money that anyone holding an invoice link can settle: never by accident
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox' && !e.PAYMENT_SANDBOX_IN_PRODUCTION)
    problems.push(
      'PAYMENT_PROVIDER: sandbox is play money; set PAYMENT_SANDBOX_IN_PRODUCTION=1 to run it with NODE_ENV=production',
    );
  const siteHosts = e.SITE_HOSTS.length
    ? e.SITE_HOSTS.map((h) => h.toLowerCase())
    : ['localhost', '127.0.0.1'];
  const mirrorHosts = e.MIRROR_HOSTS.map((h) => h.toLowerCase());
  const siteUrl = e.SITE_URL
    ? checkSiteUrl(new URL(e.SITE_URL), e.NODE_ENV, [...siteHosts, ...mirrorHosts], problems)
    : defaultSiteUrl(e.NODE_ENV, siteHosts[0]!, e.PORT);
  const sso = e.SSO_URL ? new URL(e.SSO_URL) : null;
  if (sso && sso.protocol !== 'https:' && sso.protocol !== 'http:') problems.push('SSO_URL: must be http(s)');
  // the SSO host serves only the central SSO routes: on a site, mirror or API host it would hide that host
  const ssoHost = sso?.hostname.toLowerCase().replace(/^www\./, '');
  if (ssoHost && (/^api\./.test(ssoHost) || [...siteHosts, ...mirrorHosts].includes(ssoHost)))
    problems.push('SSO_URL: needs a host of its own, not a site, mirror or api. host');
  // PGlite is one process's database: a second process could neither open it nor see the first one's writes
  if (e.WORKERS > 1 && !e.DATABASE_URL)
    problems.push('WORKERS: more than one server process needs PostgreSQL (DATABASE_URL)');
  if (problems.length) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    workers: e.WORKERS,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    siteHosts,
    mirrorHosts,
    siteUrl,
    blockedCountries: e.BLOCKED_COUNTRIES,
    defaultCountry: e.DEFAULT_COUNTRY,
    countryHeader: e.COUNTRY_HEADER,
    trustProxy: e.TRUST_PROXY,
    ssoUrl: e.SSO_URL,
    revshareFrontendUrl: e.REVSHARE_FRONTEND_URL,
    telegramChannelUrl: e.TELEGRAM_CHANNEL_URL,
    registrationsPerIp: e.REGISTRATIONS_PER_IP,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    outboxPublic: e.OUTBOX_PUBLIC,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    paymentProvider: e.PAYMENT_PROVIDER,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    invoiceLifeSeconds: e.INVOICE_LIFE_SECONDS,
    drainTimeout: e.DRAIN_TIMEOUT,
    loadShedEventLoopDelay: e.LOAD_SHED_EVENT_LOOP_DELAY,
    loadShedHeapMb: e.LOAD_SHED_HEAP_MB ?? null,
    vipRakebackJob: e.VIP_RAKEBACK_JOB,
    gamesOff: e.GAMES_OFF,
    jobIntervals: e.JOB_INTERVALS,
  };
}
