// `npm run seed:demo` (decision 0044): the demo company in the configured database (DATA_DIR or
// DATABASE_URL), when it holds no customers. NODE_ENV defaults to development here; with
// NODE_ENV=production set it refuses (the demo's passwords are published).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };
const run = spawnSync(process.execPath, [path.join(root, 'dist/server/seed-demo.js'), ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
