import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { misnamedFeatures, staleExceptions } from './feature-names.mjs';

const made: string[] = [];
/** A src tree with these folders and contract files. */
function tree(folders: string[], contracts: string[]) {
  const src = mkdtempSync(path.join(tmpdir(), 'feature-names-'));
  made.push(src);
  for (const dir of ['client/features', 'server/modules', 'shared/contracts', ...folders])
    mkdirSync(path.join(src, dir), { recursive: true });
  for (const file of contracts) writeFileSync(path.join(src, 'shared/contracts', file), '');
  return src;
}
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('one name per feature', () => {
  it('accepts a feature whose contract has its name as a file, an endpoints file or a folder', () => {
    const src = tree(
      ['client/features/billing', 'server/modules/billing', 'server/modules/time', 'client/features/crm', 'shared/contracts/crm'],
      ['billing.ts', 'time.endpoints.ts'],
    );
    expect(misnamedFeatures(src, {})).toEqual([]);
  });

  it('names a client feature and a server module whose names have no contract', () => {
    const src = tree(
      ['client/features/invoices', 'server/modules/dashboard', 'server/modules/billing'],
      ['billing.ts', 'admin-dashboard.ts'],
    );
    expect(misnamedFeatures(src, {})).toEqual(['client/features/invoices', 'server/modules/dashboard']);
  });

  it('lets a written exception through, and names an exception whose folder is gone', () => {
    const src = tree(['client/features/home'], []);
    const exceptions = { 'client/features/home': 'content', 'server/modules/gone': 'renamed' };
    expect(misnamedFeatures(src, exceptions)).toEqual([]);
    expect(staleExceptions(src, exceptions)).toEqual(['server/modules/gone']);
  });

  it('holds for this repository', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    expect(misnamedFeatures(src)).toEqual([]);
    expect(staleExceptions(src)).toEqual([]);
  });
});
