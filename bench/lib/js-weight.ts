import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type Manifest } from '../../src/server/plugins/ssr/client-assets.ts';

/** Issue 11's budgets, in KiB of gzip -9: the first visit of a public page, and the home page once its quote forms are used. */
export const JS_BUDGET_KIB = { home: 95, content: 70, homeInUse: 95 } as const;

/**
 * The script URLs a page's HTML names: its module scripts and modulepreloads, and what a public page's boot
 * script starts after the first paint (`data-site-src`, `data-site-preload`: site-boot.ts).
 */
export function scriptsNamedBy(html: string): string[] {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+\ssrc="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/\bdata-site-src="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/\bdata-site-preload="([^"]*)"/g)) for (const url of m[1]!.split(' ').filter(Boolean)) scripts.add(url);
  return [...scripts];
}

/** The stylesheet URLs a page's HTML names: linked, or started by a public page's boot script (`data-site-css`). */
export function stylesheetsNamedBy(html: string): string[] {
  const sheets = new Set<string>();
  for (const m of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) sheets.add(m[1]!);
  for (const m of html.matchAll(/\bdata-site-css="([^"]*)"/g)) for (const url of m[1]!.split(' ').filter(Boolean)) sheets.add(url);
  return [...sheets];
}

/** The island names a page's HTML holds. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!))];
}

/**
 * What waking the given islands downloads on top of the first visit: the island
 * runtime's React half and each island's chunk, with everything they import statically.
 */
export function islandScripts(manifest: Manifest, islands: readonly string[]): string[] {
  const keys = ['src/client/islands/hydrate.tsx', ...islands.map((name) => `src/client/islands/${name}.island.tsx`)];
  for (const key of keys) if (!manifest[key]) throw new Error(`The build has no ${key}`);
  return [...new Set(keys.flatMap((key) => staticClosure(manifest, key)))];
}

/** Total gzip -9 size in KiB of built files named by URL (/assets/...). */
export function gzipKiB(clientDir: string, urls: readonly string[]): number {
  let bytes = 0;
  for (const url of new Set(urls)) bytes += gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
  return bytes / 1024;
}

/**
 * Issue 36's budgets for the client app, in KiB of gzip -9: what a first visit to each sign-in and
 * signed-in route downloads before its screen can show, as its HTML names it (html-document.ts): the
 * app entry with its static imports, the route's page chunk and its frame's chunk (the back-office
 * shell, or the site's header and footer) with theirs, from the build manifest. Set a little above
 * the figures of decision 0052's second part, so that no route grows unnoticed.
 *
 * The entry every route shares is ~102 KiB, of which React DOM is 67 and TanStack Query 10.5: no
 * route, frame, toaster, form layer or validation library is in it (app-route-budgets.test.ts). The
 * admin dashboard meets the 120. A portal's 90 is below what React DOM, the query cache and
 * the app's core (router, route table, session) take before any screen (~100): the customer portal's
 * first screen (its Dashboard tab) is 130, the employee portal's 126 (171 before its Overview's forms,
 * the time clock, drive mode and the corrective actions, became chunks fetched as the Overview renders:
 * react-hook-form 15 and zod 12 among them). Tabs other than the first load when opened.
 */
export const APP_ENTRY_BUDGET_KIB = 105;

export const APP_ROUTE_BUDGET_KIB: Record<string, number> = {
  'auth/login-portal-page': 160,
  'auth/login-page': 155,
  'auth/admin-login-page': 160,
  'auth/set-password-page': 160,
  'quote/confirm-booking-page': 125,
  'quote/manage-booking-page': 140,
  'portal/unsubscribe-page': 125,
  'quote/accept-quote-page': 165,
  'quote/quote-result-page': 170,
  'auth/forgot-password-page': 155,
  'portal/account-page': 155,
  // 205.5 after the shared list states and form-failure hook (issue 32); to come down with the entry (issue 36).
  'admin/user-management-page': 207,
  'admin/admin-dashboard-page': 120,
  'admin/crm-dashboard-page': 210,
  'admin/api-docs-page': 115,
  'admin/security-log-page': 155,
  'admin/bookings-page': 185,
  'admin/booking-detail-page': 185,
  'admin/service-plans-page': 185,
  'admin/service-plan-detail-page': 190,
  'admin/timesheets-page': 160,
  'admin/timesheet-detail-page': 185,
  'admin/invoices-page': 180,
  'admin/invoice-detail-page': 180,
  'admin/problems-page': 140,
  'admin/customer-requests-page': 175,
  'admin/problem-detail-page': 160,
  'admin/sites-page': 140,
  // 166.5 with the accept link shown when no e-mail goes out (issue 30); to come down with the entry (issue 36).
  'admin/site-detail-page': 168,
  'admin/quality-page': 165,
  'admin/settings-page': 190,
  'admin/blog-posts-page': 140,
  'admin/blog-editor-page': 160,
  'admin/content-automation-page': 125,
  'admin/hyper-local-seo-page': 135,
  'portal/employee-dashboard-page': 130,
  'portal/inspections-page': 165,
  'portal/customer-dashboard-page': 135,
};

/** A route's budget; a page module without its own (a route added since) gets that of a heavy record page. */
export const appRouteBudgetKiB = (page: string): number => APP_ROUTE_BUDGET_KIB[page] ?? 185;
