import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// One config for the browser bundle (`vite build`) and the server bundle
// (`vite build --ssr`: the server and its command-line tools). The server bundle
// keeps node_modules external, so it is the project's own code only.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
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
          },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rollupOptions: { input: 'src/client/entry-client.tsx' },
      },
}));
