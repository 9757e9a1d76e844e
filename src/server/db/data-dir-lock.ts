import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process's database: two processes opening the same data directory would corrupt
 * it. Whoever opens it writes its pid into `<dir>.pid`; another process finds the pid alive and
 * stops with a readable message (the server, `npm run create-admin`, `npm run backup`, `npm run
 * restore` all open it). A lock left by a process that died (kill -9, power loss) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dir} is in use by process ${pid} (a running server?). Stop that process first` +
        ` (if no such process runs, delete ${dir}.pid).`,
    );
    this.name = 'DataDirInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of another live process holding `dir`, if any. */
export function dataDirHolder(dir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(`${dir}.pid`, 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

/** Takes the lock on `dir` for this process (or throws DataDirInUseError); returns its release. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.pid`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => release(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dir);
      if (holder !== undefined) throw new DataDirInUseError(dir, holder);
      // Ours already (the same process opened it again) or a dead holder's: take it over.
      try {
        unlinkSync(file);
      } catch {
        // another process removed it first; try again
      }
    }
  }
  throw new Error(`Could not lock ${dir}: its lock file keeps changing`);
}

function release(file: string): void {
  try {
    if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
  } catch {
    // already gone
  }
}
