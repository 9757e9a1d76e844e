import { useQuery } from '@tanstack/react-query';
import type { ApiRead } from '../lib/api-client.ts';

/**
 * Data of one of the route's reads. RouteView renders a page only once all of
 * its route reads have loaded, so here the data is always present.
 */
export function useRouteData<T>(read: ApiRead<T>): T {
  const { data } = useQuery(read);
  if (data === undefined) throw new Error(`Route data ${read.queryKey[0]} used before it was loaded`);
  return data;
}
