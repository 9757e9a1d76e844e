// `npm run demo` (decision 0044): the demo company, a year of Twin Pines, served from its own data
// directory (./data-demo, or DEMO_DATA_DIR; never ./data, never DATABASE_URL's database). The first
// run makes it (a progress line per part); later runs serve it as it is. Delete the directory for a
// fresh year ending today. `--size=small` makes three months (tests); `--no-build` skips the build check.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (!args.includes('--no-build')) buildIfNeeded();

const dataDir = path.resolve(root, process.env.DEMO_DATA_DIR || 'data-demo');
if (dataDir === path.resolve(root, 'data')) {
  console.error('The demo keeps its own data directory: DEMO_DATA_DIR must not be ./data.');
  process.exit(1);
}
if (process.env.NODE_ENV === 'production') {
  console.error('The demo company has published passwords: it does not run with NODE_ENV=production.');
  process.exit(1);
}
// The demo's own database, whatever the shell says about the real one.
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
const started = Date.now();
const size = args.find((a) => a.startsWith('--size=')) ?? '--size=demo';
const seeded = spawnSync(process.execPath, [path.join(root, 'dist/server/seed-demo.js'), '--if-empty', size], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

// Ready when the server answers its health check (its own log line may be filtered by LOG_LEVEL).
const port = process.env.PORT || '5000';
const url = `http://127.0.0.1:${port}`;
for (;;) {
  try {
    if ((await fetch(`${url}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(
  `Demo ready in ${((Date.now() - started) / 1000).toFixed(1)} s on http://localhost:${port} (data in ${dataDir.startsWith(root + path.sep) ? path.relative(root, dataDir) : dataDir}).`,
);
console.log('Sign in as demo.admin / demo-admin-2026 (admin), demo.employee / demo-employee-2026 or demo.customer / demo-customer-2026.');
