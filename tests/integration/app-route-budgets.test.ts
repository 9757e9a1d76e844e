import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, rendersStatic } from '#client/app/routes.ts';
import { layoutFor, layoutSourcePath } from '#client/app/layout/layout-modules.ts';
import { defaultClientDir } from '#server/app.ts';
import { loadClientAssets, readManifest } from '#server/plugins/ssr/client-assets.ts';
import { APP_ENTRY_BUDGET_KIB, appRouteBudgetKiB, gzipKiB } from '../../bench/lib/js-weight.ts';

/**
 * Issue 36: each sign-in and signed-in route loads its own code and no other route's, within its
 * budget (bench/lib/js-weight.ts), read from the build as the public pages' budgets are
 * (js-budget.test.ts): what the page's HTML names (the app entry with its static imports, the page
 * chunk and its frame's chunk with theirs, html-document.ts). APP_BUILD_DIR points it at another
 * build of the browser bundle (`vite build --outDir ...`) than dist/client.
 */
const clientDir = process.env['APP_BUILD_DIR'] ? path.resolve(process.env['APP_BUILD_DIR']) : defaultClientDir;
const built = existsSync(path.join(clientDir, '.vite', 'manifest.json'));
const appRoutes = routes.filter((route) => !rendersStatic(route));
const layouts = ['back-office', 'site'] as const;

describe.skipIf(!built)('script budget of each client-app route (build manifest)', () => {
  const assets = loadClientAssets(clientDir);
  const manifest = readManifest(clientDir)!;
  const scriptsOf = (route: (typeof appRoutes)[number]) => [
    assets.app.script!,
    ...assets.app.preloadsFor(`src/client/pages/${route.page}.tsx`, layoutSourcePath(layoutFor(route))),
  ];

  it.each(appRoutes.map((route) => [route.path, route.page, route] as const))('%s (%s) stays within its budget', (_path, page, route) => {
    const scripts = scriptsOf(route);
    expect(gzipKiB(clientDir, scripts), scripts.join(' ')).toBeLessThan(appRouteBudgetKiB(page));
  });

  it("a route's first visit fetches no other route's page chunk", () => {
    const pageChunks = new Map(appRoutes.map((r) => [r.page, `/${manifest[`src/client/pages/${r.page}.tsx`]!.file}`]));
    for (const route of appRoutes) {
      const own = pageChunks.get(route.page)!;
      const others = [...pageChunks].filter(([other, file]) => other !== route.page && file !== own).map(([, file]) => file);
      const loaded = scriptsOf(route);
      expect(loaded, route.page).toContain(own);
      expect(
        loaded.filter((url) => others.includes(url)),
        route.page,
      ).toEqual([]);
    }
  });

  it('a signed-in screen loads the back-office frame and not the public header and footer, a sign-in screen the reverse', () => {
    const frames = new Map(layouts.map((name) => [name, `/${manifest[layoutSourcePath(name)]!.file}`]));
    for (const route of appRoutes) {
      const loaded = scriptsOf(route);
      const own = layoutFor(route);
      expect(route.access ? own : 'site', route.path).toBe(own);
      for (const name of layouts) expect(loaded.includes(frames.get(name)!), `${route.path}: ${name}`).toBe(name === own);
    }
  });

  it('the entry every route shares stays within its budget and carries no route, frame, toaster, form layer or validation library', () => {
    const entry = [assets.app.script!, ...assets.app.preloadsFor()];
    expect(gzipKiB(clientDir, entry), entry.join(' ')).toBeLessThan(APP_ENTRY_BUDGET_KIB);
    const lazyOnly = [
      ...appRoutes.map((r) => `src/client/pages/${r.page}.tsx`),
      ...layouts.map((name) => layoutSourcePath(name)),
      'src/client/components/ui/toaster.tsx',
    ].map((source) => `/${manifest[source]!.file}`);
    expect(entry.filter((url) => lazyOnly.includes(url))).toEqual([]);
    // Words each library keeps through minifying: zod's type names, react-hook-form's state, Radix toast's parts.
    const code = entry.map((url) => readFileSync(path.join(clientDir, url), 'utf8')).join('\n');
    for (const marker of ['$ZodType', '_formState', 'ToastViewport']) expect(code.includes(marker), marker).toBe(false);
  });
});
