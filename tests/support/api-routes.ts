import { json, type SeenRequest } from './component-render.tsx';

/** One canned answer: a method and a path pattern (the query string is not part of the match). */
export interface ApiRoute {
  method?: string;
  path: string | RegExp;
  reply: Response | Error | ((request: SeenRequest) => Response | Error);
}

/**
 * A reply function for `answerFetch` that answers each request by its method and path, so a screen
 * that makes several reads at once (a list, its customers, its employees) gets the right one each.
 * Unknown requests answer 404, so a test sees a read it did not expect.
 */
export function byRoute(routes: readonly ApiRoute[]) {
  return (request: SeenRequest): Response | Error => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const route = routes.find(
      (r) => (r.method ?? 'GET') === request.method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)),
    );
    if (!route) return json({ code: 'NOT_FOUND', message: `No canned answer for ${request.method} ${path}`, requestId: 'req-1' }, 404);
    const reply = typeof route.reply === 'function' ? route.reply(request) : route.reply;
    // A Response body can be read once: hand out a copy so a route may answer many times.
    return reply instanceof Response ? reply.clone() : reply;
  };
}

/** The query of a seen request. */
export function queryOf(request: SeenRequest): Record<string, string> {
  return Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
}
