import type { Plugin } from 'vite';

/** Packages the public pages' own script must never carry: they would cost every visitor on every page. */
const FORBIDDEN = /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|@radix-ui|react-hook-form|zod|lucide-react)[\\/]/;

/**
 * Fails the browser build when the site entry (src/client/entry-site.ts), or a chunk
 * it imports statically, contains React or another app library. Islands load those
 * on interaction through dynamic imports, which this does not follow.
 */
export function siteEntryGuard(entrySource: string): Plugin {
  return {
    name: 'site-entry-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(entrySource));
      if (!entry) return;
      const seen = new Set<string>();
      const queue = [entry.fileName];
      while (queue.length > 0) {
        const fileName = queue.pop() as string;
        if (seen.has(fileName)) continue;
        seen.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        const offender = chunk.moduleIds.find((id) => FORBIDDEN.test(id));
        if (offender) {
          this.error(`${entrySource} must stay free of React and app libraries, but ${fileName} contains ${offender}`);
        }
        queue.push(...chunk.imports);
      }
    },
  };
}
