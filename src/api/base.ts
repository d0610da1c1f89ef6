import { FALLBACK_LOCALE_ISO, LOCALE_ISO, type Locale } from '../contract/constants';

/** Where the page is and how it was built: the inputs of the API base rule. */
export interface ApiBaseInput {
  hostname: string;
  protocol: string;
  port: string;
  isProduction: boolean;
  /** VITE_API_URL, used in development. */
  configured?: string | null | undefined;
}

/**
 * API base of SPEC §7: production uses the `api.` subdomain of the current host without a leading
 * `www.`; development uses the configured address, falling back to the same `api.` rule.
 */
export function apiBase({ hostname, protocol, port, isProduction, configured }: ApiBaseInput): string {
  if (!isProduction && configured) return configured;
  const host = hostname.replace(/^www\./i, '');
  return `${protocol}//api.${host}${port ? `:${port}` : ''}`;
}

/** `Accept-Language` for a locale (SPEC §7): `br` is `pt-BR`; our locales use their ISO tags. */
export function acceptLanguage(locale: string): string {
  if (locale === 'br') return 'pt-BR';
  return LOCALE_ISO[locale as Locale] ?? FALLBACK_LOCALE_ISO;
}
