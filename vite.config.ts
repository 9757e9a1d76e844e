import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { siteEntryGuard } from './scripts/vite-site-entry-guard.ts';

/** The server and its command-line tools; node_modules stay external, so it is the project's own code only. */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist/server',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: true,
  ssr: true,
  rollupOptions: {
    input: {
      main: 'src/server/main.ts',
      'create-admin': 'src/server/cli/create-admin.ts',
      'seed-demo': 'src/server/cli/seed-demo.ts',
      backup: 'src/server/cli/backup.ts',
      restore: 'src/server/cli/restore.ts',
    },
    output: { entryFileNames: '[name].js' },
  },
};

/** The browser bundle: public pages load the small site entry, sign-in and signed-in screens the app (decision 0012). */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist/client',
  emptyOutDir: true,
  manifest: true,
  target: 'es2022',
  // No modulepreload polyfill: every supported browser has it, and it would be the only script
  // of a static page besides the site entry.
  modulePreload: { polyfill: false },
  rollupOptions: { input: { site: 'src/client/entry-site.ts', app: 'src/client/entry-app.tsx' } },
};

// One config for the browser bundle (`vite build`) and the server bundle (`vite build --ssr`).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), siteEntryGuard('src/client/entry-site.ts')],
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild ? serverBuild : clientBuild,
}));
