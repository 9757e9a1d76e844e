import type { FastifyInstance } from 'fastify';
import { getCity, listCities } from '#shared/contracts/cities.endpoints.ts';
import { citiesSchemas } from '#shared/contracts/cities.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { CitiesService } from './cities.service.ts';

export function citiesRoutes(cities: CitiesService) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, listCities, citiesSchemas.listCities, { handler: async () => ({ cities: await cities.list() }) });
    registerEndpoint(app, getCity, citiesSchemas.getCity, { handler: (request) => cities.page(request.params.slug) });
  };
}
