import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { classesInHtml, criticalCss, parseStylesheet, wordsInScript } from './critical-css.ts';

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
  /** Public pages: a small script and its static imports (none are expected). */
  site: {
    script?: string | undefined;
    preloads: string[];
    /**
     * The public pages' own stylesheet (src/client/site.css): the part a page's HTML uses is inlined in
     * its head, so the first paint waits for no second request, and the whole file loads without
     * blocking for what islands and the site script show later (decision 0052).
     */
    stylesheets: string[];
    /** The rules of the site stylesheet that this body's classes (or the site script's) can match; '' when not built. */
    criticalCss(bodyHtml: string): string;
  };
  /** Sign-in and signed-in screens. */
  app: {
    script?: string | undefined;
    /** The client app's stylesheet (src/client/styles.css: the whole app's Tailwind), linked. */
    stylesheets: string[];
    /** Module URLs to preload for a page: the entry's imports, and the page chunk and its frame's (layout-modules.ts) with their imports. */
    preloadsFor(...sources: string[]): string[];
    /**
     * The rules of the app stylesheet that this body's classes can match, '' when not built: a screen
     * rendered with its data paints from its document, the whole stylesheet following (decision 0067).
     */
    criticalCss(bodyHtml: string): string;
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
    return {
      built: false,
      site: { preloads: [], stylesheets: [], criticalCss: () => '' },
      app: { stylesheets: [], preloadsFor: () => [], criticalCss: () => '' },
    };
  }
  const site = manifest[SITE_ENTRY];
  const app = manifest[APP_ENTRY];
  if (!site || !app) throw new Error(`Build manifest lacks ${site ? APP_ENTRY : SITE_ENTRY}`);

  const stylesheetOf = (chunk: (typeof manifest)[string]) =>
    parseStylesheet((chunk.css ?? []).map((f) => readFileSync(path.join(clientDir, f), 'utf8')).join(''));
  const siteCss = stylesheetOf(site);
  const appCss = stylesheetOf(app);
  const inlinable = (css: string) => {
    if (/<\/style/i.test(css)) throw new Error('A stylesheet cannot be inlined: it contains </style');
    return css;
  };
  // The classes the site script sets on elements it makes (toasts, the menu) count on every page.
  const scriptWords = new Set<string>();
  for (const url of staticClosure(manifest, SITE_ENTRY)) wordsInScript(readFileSync(path.join(clientDir, url), 'utf8'), scriptWords);
  const appScript = `/${app.file}`;
  const appImports = staticClosure(manifest, APP_ENTRY).filter((f) => f !== appScript);
  const cache = new Map<string, string[]>();

  return {
    built: true,
    site: {
      script: `/${site.file}`,
      preloads: staticClosure(manifest, SITE_ENTRY).slice(1),
      stylesheets: (site.css ?? []).map((f) => `/${f}`),
      criticalCss: (bodyHtml) => inlinable(criticalCss(siteCss, classesInHtml(bodyHtml, new Set(scriptWords)))),
    },
    app: {
      script: appScript,
      stylesheets: (app.css ?? []).map((f) => `/${f}`),
      preloadsFor(...sources) {
        const key = sources.join(' ');
        let list = cache.get(key);
        if (!list) {
          list = [...new Set([...appImports, ...sources.flatMap((source) => staticClosure(manifest, source))])].filter(
            (f) => f !== appScript,
          );
          cache.set(key, list);
        }
        return list;
      },
      criticalCss: (bodyHtml) => inlinable(criticalCss(appCss, classesInHtml(bodyHtml, new Set()))),
    },
  };
}
