/**
 * `npm run soak`'s traffic: the routes, their share of the requests, and how each request is made.
 * Shared by the orchestrator (bench/soak.ts) and the load generator (soak-traffic.ts, its own process).
 */
import { CUSTOMER_PORTAL_CALLS, EMPLOYEE_PORTAL_CALLS } from './portal-calls.ts';

export type Signer = 'admin' | 'customer' | 'employee';

export interface SoakRoute {
  /** The label in the reports: method and path. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Share of the requests (relative to the others). */
  weight: number;
  /** Sent with this person's bearer token. */
  as?: Signer;
  /** Public pages ask like a browser; quotes and tracking carry a body. */
  kind: 'page' | 'quote' | 'tracking' | 'read';
}

const page = (path: string, weight: number): SoakRoute => ({ name: `GET ${path}`, method: 'GET', path, weight, kind: 'page' });
const read = (path: string, weight: number, as: Signer): SoakRoute => ({
  name: `GET ${path}`,
  method: 'GET',
  path,
  weight,
  as,
  kind: 'read',
});
const spread = (paths: readonly string[], total: number, as: Signer) => paths.map((p) => read(p, total / paths.length, as));

/**
 * Of every 100 requests: 40 public pages, 30 tracking beacons (about one per page view), 2 quote
 * requests (each stores a lead and queues the company's notice), 10 customer portal reads, 10 employee
 * portal reads, 8 admin dashboard polls.
 */
export const SOAK_ROUTES: readonly SoakRoute[] = [
  page('/', 14),
  page('/cities/edina', 9),
  page('/blog', 9),
  page('/quote-calculator', 8),
  { name: 'POST /api/pricing-breakdown', method: 'POST', path: '/api/pricing-breakdown', weight: 2, kind: 'quote' },
  { name: 'POST /api/visitor-tracking', method: 'POST', path: '/api/visitor-tracking', weight: 30, kind: 'tracking' },
  ...spread(CUSTOMER_PORTAL_CALLS, 10, 'customer'),
  ...spread(EMPLOYEE_PORTAL_CALLS, 10, 'employee'),
  ...spread(
    [
      '/api/admin/dashboard-stats',
      '/api/admin/recent-activities',
      '/api/admin/top-employees',
      '/api/admin/urgent-tasks',
      '/api/admin/system-health',
      '/api/admin/visitor-stats',
      '/api/admin/forms/stats',
    ],
    8,
    'admin',
  ),
];

/** Distinct visitors (each its own address, visitor id and session): enough that no per-address limit is reached. */
export const VISITORS = 5000;

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The address the proxy in front would add for a visitor (the soak's server trusts one proxy hop):
 * 10.x.y.z, one per visitor, so the per-address limits apply to each visitor as in production.
 */
export const visitorAddress = (visitor: number) => `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${(visitor & 255) + 1}`;
/** Staff sit at the office: one address each. */
const STAFF_ADDRESS: Record<Signer, string> = { admin: '192.168.10.2', customer: '192.168.20.2', employee: '192.168.30.2' };

export interface SoakRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** The request for one send of `route` by `visitor`; `tokens` are the signed-in people's bearer tokens. */
export function soakRequest(route: SoakRoute, visitor: number, tokens: Record<Signer, string>): SoakRequest {
  if (route.as) {
    return {
      method: route.method,
      path: route.path,
      headers: {
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        authorization: `Bearer ${tokens[route.as]}`,
        'x-forwarded-for': STAFF_ADDRESS[route.as],
      },
    };
  }
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': BROWSER_UA,
    'x-forwarded-for': visitorAddress(visitor),
  };
  if (route.kind === 'page') {
    return { method: 'GET', path: route.path, headers: { ...headers, accept: 'text/html,application/xhtml+xml' } };
  }
  const json = { ...headers, accept: 'application/json', 'content-type': 'application/json' };
  if (route.kind === 'tracking') {
    const pages = ['/', '/cities/edina', '/blog', '/quote-calculator'];
    const body = JSON.stringify({
      visitor_id: `soak-visitor-${visitor}`,
      session_id: `soak-session-${visitor}`,
      page: pages[visitor % pages.length],
      referrer: visitor % 3 === 0 ? 'https://www.google.com/' : '',
    });
    return { method: 'POST', path: route.path, headers: json, body };
  }
  const body = JSON.stringify({
    companyName: `Soak Visitor ${visitor} Co`,
    firstName: 'Sam',
    lastName: 'Soak',
    email: `visitor${visitor}@soak.example`,
    phone: '612-555-0100',
    facilityType: 'office',
    squareFootage: 5000 + (visitor % 20) * 1000,
    frequency: 'Weekly',
    additionalServices: visitor % 2 === 0 ? ['Carpet Cleaning'] : [],
  });
  return { method: 'POST', path: route.path, headers: json, body };
}

/** The p-th percentile (0-100) of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
