// `npm run lint`: ESLint and Prettier's check side by side (each about half the time of running
// them one after the other on two cores), with their caches in node_modules/.cache so a second
// run reads only changed files. Fails when either fails; both always report.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { misnamedFeatures, staleExceptions } from './feature-names.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const cache = path.join(root, 'node_modules', '.cache');

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(bin(command), args, { cwd: root, stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all([
  run('eslint', ['.', '--cache', '--cache-location', path.join(cache, 'eslint/')]),
  run('prettier', ['--check', '.', '--cache', '--cache-location', path.join(cache, 'prettier/.cache'), '--log-level', 'warn']),
]);
// One feature, one name (scripts/feature-names.mjs).
const misnamed = misnamedFeatures(path.join(root, 'src'));
const stale = staleExceptions(path.join(root, 'src'));
for (const feature of misnamed) {
  console.error(
    `src/${feature}: no contract of that name in src/shared/contracts (name the feature as its contract, or add a written exception in scripts/feature-names.mjs)`,
  );
}
for (const feature of stale) console.error(`scripts/feature-names.mjs: the exception for src/${feature} names no folder any more`);
if (codes.some((code) => code !== 0) || misnamed.length > 0 || stale.length > 0) process.exit(1);
