/**
 * Path matching shared by the server renderer and the browser, so both always
 * pick the same route. Patterns are static segments, ":name" segments and a
 * final "*" catch-all.
 */
export type RouteParams = Record<string, string>;

export function matchPath(pattern: string, pathname: string): RouteParams | null {
  if (pattern === '*') return {};
  const want = split(pattern);
  const have = split(pathname);
  if (want.length !== have.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(h);
      } catch {
        return null;
      }
      params[w.slice(1)] = value;
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

function split(path: string): string[] {
  return path.split('/').filter(Boolean);
}
