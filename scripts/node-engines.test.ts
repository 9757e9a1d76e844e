import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 30: `npm install` printed EBADENGINE on the Node 20 this project runs on (cookie@2 wants Node 22,
 * through light-my-request; decision 0006 pins it). npm prints that warning for every locked package whose
 * `engines.node` the running Node does not satisfy, so the lock file is checked here against the oldest
 * Node the project admits (package.json's engines). semver is npm's own range reader, present through
 * several dependencies; typed by hand for the one call used.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('every locked dependency runs on the project’s Node', () => {
  const wanted = (readJson('package.json') as { engines: { node: string } }).engines.node;
  const oldest = semver.minVersion(wanted)!.version;

  it('reads the oldest Node admitted as 20.19.0', () => {
    expect(oldest).toBe('20.19.0');
  });

  it('has no package whose engines.node leaves that Node out (npm would print EBADENGINE)', () => {
    const packages = (readJson('package-lock.json') as { packages: Record<string, LockedPackage> }).packages;
    const refused = Object.entries(packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return range && !semver.satisfies(oldest, range) ? [`${name}@${locked.version} wants node ${range}`] : [];
      });
    expect(refused).toEqual([]);
  });

  it('would catch the package that did it: cookie 2 wants Node 22', () => {
    expect(semver.satisfies(oldest, '>=22')).toBe(false);
  });
});
