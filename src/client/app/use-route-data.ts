import { useQuery } from '@tanstack/react-query';

/**
 * Data of one of the route's queries. RouteView renders a page only once all
 * of its route queries have loaded, so here the data is always present.
 */
export function useRouteData<T>(url: string): T {
  const { data } = useQuery<T>({ queryKey: [url] });
  if (data === undefined) throw new Error(`Route data ${url} used before it was loaded`);
  return data;
}
