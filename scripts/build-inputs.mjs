// A fingerprint of everything the build reads, so "build if needed" rebuilds
// exactly when a source, public file, dependency or build setting changed.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'public',
  'scripts/build.mjs',
  'scripts/precompress.mjs',
  'package-lock.json',
  'package.json',
  'vite.config.ts',
  'tsconfig.json',
];
const SKIP = /\.(test|int\.test)\.tsx?$/;

function* files(p) {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) yield* files(path.join(p, name));
  } else if (!SKIP.test(p)) {
    yield p;
  }
}

export function buildFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}
