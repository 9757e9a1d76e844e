import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every entry under `root` (itself included) whose mode is not 0700 for a directory or 0600 for a file,
 * as "mode path" with the path relative to `base` (decision 0036: data and backups private to the server).
 */
export function looseEntries(root: string, base: string): string[] {
  const loose: string[] = [];
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) loose.push(`${mode.toString(8)} ${path.relative(base, entry)}`);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (stat.isFile() && mode !== 0o600) loose.push(`${mode.toString(8)} ${path.relative(base, entry)}`);
  };
  visit(root);
  return loose;
}
