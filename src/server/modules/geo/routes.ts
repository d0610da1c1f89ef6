import type { FastifyInstance } from 'fastify';
import type { GeoAnswer } from '../../../contract/geo';
import type { Services } from '../../core/services';
import { countryOf } from '../../http/country';

/** GET /geo_ip: the visitor's IP and country; 451 with the same body when the country is blocked. */
export async function registerGeo(api: FastifyInstance, { config }: Services) {
  api.get('/geo_ip', async (request, reply) => {
    const country_code = countryOf(request, config);
    const body: GeoAnswer = { data: { ip: request.ip, country_code } };
    reply.header('cache-control', 'no-store');
    return reply.status(config.blockedCountries.includes(country_code) ? 451 : 200).send(body);
  });
}
