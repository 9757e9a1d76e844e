import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The two browser entries (vite.config.ts): public pages and the signed-in app. */
export const SITE_ENTRY = 'src/client/entry-site.ts';
export const APP_ENTRY = 'src/client/entry-app.tsx';

export interface ClientAssets {
  /** False when the browser bundle has not been built (some unit and integration runs). */
  built: boolean;
  /** The one stylesheet of every page (it comes with the site entry). */
  stylesheets: string[];
  /** Public pages: a small script and its static imports (none are expected). */
  site: { script?: string | undefined; preloads: string[] };
  /** Sign-in and signed-in screens. */
  app: {
    script?: string | undefined;
    /** Module URLs to preload for a page: the entry's imports and the page chunk with its imports. */
    preloadsFor(pageSource: string): string[];
  };
}

/** The chunk of a manifest key and everything it imports statically, as URLs, the chunk first. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => staticClosure(manifest, k, seen))];
}

export function readManifest(clientDir: string): Manifest | undefined {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : undefined;
}

/** Reads Vite's build manifest once at start-up to find hashed asset names. */
export function loadClientAssets(clientDir: string): ClientAssets {
  const manifest = readManifest(clientDir);
  if (!manifest) {
    return { built: false, stylesheets: [], site: { preloads: [] }, app: { preloadsFor: () => [] } };
  }
  const site = manifest[SITE_ENTRY];
  const app = manifest[APP_ENTRY];
  if (!site || !app) throw new Error(`Build manifest lacks ${site ? APP_ENTRY : SITE_ENTRY}`);

  const appScript = `/${app.file}`;
  const appImports = staticClosure(manifest, APP_ENTRY).filter((f) => f !== appScript);
  const cache = new Map<string, string[]>();

  return {
    built: true,
    stylesheets: (site.css ?? []).map((f) => `/${f}`),
    site: { script: `/${site.file}`, preloads: staticClosure(manifest, SITE_ENTRY).slice(1) },
    app: {
      script: appScript,
      preloadsFor(pageSource) {
        let list = cache.get(pageSource);
        if (!list) {
          list = [...new Set([...appImports, ...staticClosure(manifest, pageSource)])].filter((f) => f !== appScript);
          cache.set(pageSource, list);
        }
        return list;
      },
    },
  };
}
