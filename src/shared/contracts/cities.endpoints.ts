import { defineEndpoint } from '../http/endpoint.ts';
import type { citiesSchemas } from './cities.ts';

type Schemas = typeof citiesSchemas;

export const listCities = defineEndpoint<Schemas['listCities']>({
  method: 'GET',
  path: '/api/cities',
  access: 'public',
  tag: 'cities',
  summary: 'Every city served, by name',
});

export const getCity = defineEndpoint<Schemas['getCity']>({
  method: 'GET',
  path: '/api/cities/:slug',
  access: 'public',
  tag: 'cities',
  summary: 'One city page’s content',
  errors: [404],
});
