import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four tiers, one runner: unit tests sit next to the code, component tests render
// screens in happy-dom, integration tests go through buildApp() on a fresh
// embedded database, e2e drives Chromium.
export default defineConfig({
  plugins: [react()],
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: ['src/**/*.int.test.ts', 'src/**/*.component.test.tsx'] },
      },
      {
        extends: true,
        // Components rendered in a DOM (happy-dom) and driven like a user (Testing Library); any console.error fails.
        test: {
          name: 'component',
          include: ['src/client/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts', 'tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Long user journeys on a 2-core CI machine: generous, so only a real hang fails.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
