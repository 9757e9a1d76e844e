import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityDetailSchema, cityListResponseSchema, citySlugSchema } from '#shared/contracts/cities.ts';
import { errorBodySchema } from '#shared/errors.ts';
import type { CitiesService } from './cities.service.ts';

export function citiesRoutes(cities: CitiesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/cities',
      { config: { access: 'public' }, schema: { response: { 200: cityListResponseSchema } } },
      async () => ({ cities: await cities.list() }),
    );

    app.get(
      '/api/cities/:slug',
      {
        config: { access: 'public' },
        schema: {
          params: z.object({ slug: citySlugSchema }),
          response: { 200: cityDetailSchema, 404: errorBodySchema },
        },
      },
      async (request) => cities.get(request.params.slug),
    );
  };
}
