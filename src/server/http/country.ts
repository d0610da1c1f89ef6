import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The visitor's country: from the trusted proxy header when configured and well-formed, else the default. */
export function countryOf(
  request: FastifyRequest,
  config: Pick<Config, 'countryHeader' | 'defaultCountry'>,
): string {
  if (config.countryHeader) {
    const value = request.headers[config.countryHeader];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    if (code && /^[A-Z]{2}$/.test(code)) return code;
  }
  return config.defaultCountry;
}
