import type { FastifyInstance } from 'fastify';
import { getCity, listCities } from '#shared/contracts/cities.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { CitiesService } from './cities.service.ts';

export function citiesRoutes(cities: CitiesService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listCities, { handler: async () => ({ cities: await cities.list() }) });
    registerEndpoint(app, getCity, { handler: (request) => cities.get(request.params.slug) });
  };
}
