import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type Manifest } from '../../src/server/plugins/ssr/client-assets.ts';

/** Issue 11's budgets, in KiB of gzip -9: the first visit of a public page, and the home page once its quote forms are used. */
export const JS_BUDGET_KIB = { home: 95, content: 70, homeInUse: 95 } as const;

/** The script URLs a page's HTML names: its module scripts and modulepreloads. */
export function scriptsNamedBy(html: string): string[] {
  const scripts = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) scripts.add(m[1]!);
  return [...scripts];
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
