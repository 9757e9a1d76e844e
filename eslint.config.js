// Lint: TypeScript rules, React hook rules, and the import boundaries of
// docs/architecture.md (see docs/decisions/0006-checked-boundaries.md).
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier turns
// off every rule that would disagree with it.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const root = import.meta.dirname;
const features = readdirSync(`${root}/src/client/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom. Paths are resolved first (aliases like #server/* and
 * relative paths alike), so a zone holds however the import is spelled.
 */
const boundaries = [
  {
    target: 'src/shared',
    from: ['src/server', 'src/client'],
    message: 'src/shared is imported by the server and the client and imports neither.',
  },
  {
    target: 'src/client',
    from: 'src/server',
    message: 'The client never imports server code; share it through src/shared.',
  },
  {
    target: 'src/server',
    from: 'src/client',
    except: ['./entry-server.tsx'],
    message:
      'The server reaches the client only through src/client/entry-server.tsx (page rendering); share anything else through src/shared.',
  },
  // Client layers: app and pages compose features; features stand alone; components and lib are the bottom.
  ...features.map((feature) => ({
    target: `src/client/features/${feature}`,
    from: 'src/client/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move the shared piece to components/ or lib/, or compose both in the page.',
  })),
  {
    target: 'src/client/features',
    from: ['src/client/app', 'src/client/pages'],
    message: 'Features do not import the app shell or pages: move the piece to components/ or lib/, or pass it in from the page.',
  },
  {
    target: ['src/client/components', 'src/client/lib'],
    from: ['src/client/features', 'src/client/pages', 'src/client/app'],
    message: 'components/ and lib/ are the bottom layer of the client: they import no features, pages or app code.',
  },
  // Server modules that share account records do so through modules/accounts, never through each other.
  {
    target: 'src/server/modules/accounts',
    from: ['src/server/modules/auth', 'src/server/modules/users'],
    message: 'modules/accounts is below auth and users.',
  },
  {
    target: 'src/server/modules/auth',
    from: 'src/server/modules/users',
    message: 'auth and users do not import each other: share through modules/accounts.',
  },
  {
    target: 'src/server/modules/users',
    from: 'src/server/modules/auth',
    message: 'auth and users do not import each other: share through modules/accounts.',
  },
];

/** Outside repositories and src/server/db, the database is reached only through db/client.ts (Database, inTransaction) and db/errors.ts. */
const databaseLayer = {
  target: 'src/server',
  from: ['node_modules/drizzle-orm', 'src/server/db/schema', 'src/server/db/sql-text.ts'],
  message:
    'Only repositories (*.repository.ts) and src/server/db use Drizzle and the schema. Services may import Database and inTransaction from db/client.ts.',
};

const nodeBuiltins = [...builtinModules.filter((name) => !name.startsWith('_')), ...builtinModules.map((name) => `node:${name}`)];

const classicZod = {
  regex: '^zod(/v3|/v4)?$',
  message: 'Use zod/mini (through src/shared/contracts/zod.ts in contracts): classic zod is about 90 KiB gzip in a browser.',
};

export default defineConfig(
  {
    ignores: ['dist/', 'data/', 'data-demo/', '.bench/', 'public/', 'tests/artifacts/', 'src/server/db/migrations/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses no TypeScript file and no-cycle sees no edges.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      // tsc checks these (noUnusedLocals/Parameters, strict), with fewer false alarms.
      '@typescript-eslint/no-unused-vars': 'off',
      'no-undef': 'off',
      // An import the resolver cannot follow would silently escape the boundary rules below.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:', '\\?(url|raw|inline)$'] }],
      // Packages cannot import our files back: not following them keeps the cycle search to our own graph.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.repository.ts', 'src/server/db/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...boundaries, databaseLayer] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/plugins/ssr/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)entry-server(\\.tsx)?$',
              message:
                'Only the SSR plugin (src/server/plugins/ssr) renders pages with the client; share data such as the site map through src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // Configuration is read in one place (decision 0050): everything else is handed its part of AppConfig.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Only src/server/config.ts reads process.env: add the variable to loadConfig() and pass it in.',
        },
      ],
    },
  },
  {
    // The database's answers are typed in src/server/db once: rowsOf for raw queries, inTransaction for transactions.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Use inTransaction(db, (tx) => ...) from db/client.ts: it hands the work a Database (the one transaction cast).',
        },
        {
          selector: "TSAsExpression > TSTypeLiteral > TSPropertySignature[key.name='rows']",
          message: 'Use rowsOf<Row>(answer) / firstRowOf<Row>(answer) from db/rows-of.ts for the rows of a raw query.',
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'src/shared runs in the browser too: no Node APIs.' })),
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'fastify', 'fastify/*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'src/shared is plain TypeScript (contracts, domain, content): no React, no server frameworks.',
            },
          ],
        },
      ],
    },
  },
  {
    // The public pages' own script (decision 0012): plain DOM code, a few KiB. React and the app's
    // libraries load with an island when a visitor uses it; the build also fails if they creep in.
    files: ['src/client/entry-site.ts', 'src/client/enhance/**/*.ts', 'src/client/islands/{runtime,replay,site-context-script}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
                'wouter',
                'wouter/*',
                '@tanstack/*',
                '@radix-ui/*',
                'react-hook-form',
                'lucide-react',
                '*.tsx',
              ],
              message:
                'The site script stays free of React and app libraries: import them from an island (loaded on interaction) or a dynamic import.',
            },
          ],
        },
      ],
    },
  },
  {
    // Classic zod costs a page about 90 KiB gzip; contracts and the browser use zod/mini (decision 0007).
    files: ['src/shared/**/*.ts', 'src/client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [classicZod] }] },
  },
  {
    // Endpoint declarations are what every page imports to call the API: they must not pull the
    // validation library (about 12 KiB gzip) into bundles that only need a path. Schemas by type only.
    files: ['src/shared/contracts/**/*.endpoints.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            classicZod,
            {
              regex: '^(?!(\\.\\./)+http/endpoint\\.ts$)',
              allowTypeImports: true,
              message: 'Declarations import only defineEndpoint; they name their schemas by type (import type from the contract file).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);
