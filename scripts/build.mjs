// Builds the browser bundle and the server bundle. With --if-needed it skips
// the work when dist/ was built from the same inputs.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFingerprint } from './build-inputs.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist', '.build-stamp');

export function buildIfNeeded({ force = false } = {}) {
  const fingerprint = buildFingerprint(root);
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (!force && current === fingerprint && existsSync(path.join(root, 'dist/server/main.js'))) return false;
  console.log('Building the site (browser and server bundles)...');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [
    ['build', '--logLevel', 'warn'],
    ['build', '--ssr', '--logLevel', 'warn'],
  ]) {
    const run = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
  precompress(path.join(root, 'dist', 'client'));
  writeFileSync(stampFile, fingerprint + '\n');
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfNeeded({ force: !process.argv.includes('--if-needed') });
}
