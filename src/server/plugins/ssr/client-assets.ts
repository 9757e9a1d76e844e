import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ClientAssets {
  /** False when the browser bundle has not been built (some unit and integration runs). */
  built: boolean;
  entryScript?: string;
  stylesheets: string[];
  /** Module URLs to preload for a page: the entry's imports and the page chunk with its imports. */
  preloadsFor(pageSource: string): string[];
}

const ENTRY = 'src/client/entry-client.tsx';

/** Reads Vite's build manifest once at start-up to find hashed asset names. */
export function loadClientAssets(clientDir: string): ClientAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return { built: false, stylesheets: [], preloadsFor: () => [] };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`Build manifest has no entry ${ENTRY}`);

  const importsOf = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => importsOf(k, seen))];
  };
  const entryImports = (entry.imports ?? []).flatMap((k) => importsOf(k));
  const cache = new Map<string, string[]>();

  return {
    built: true,
    entryScript: `/${entry.file}`,
    stylesheets: (entry.css ?? []).map((f) => `/${f}`),
    preloadsFor(pageSource) {
      let list = cache.get(pageSource);
      if (!list) {
        list = [...new Set([...entryImports, ...importsOf(pageSource)])].filter((f) => f !== `/${entry.file}`);
        cache.set(pageSource, list);
      }
      return list;
    },
  };
}
