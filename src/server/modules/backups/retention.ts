/**
 * Which backups to keep (decision 0029): every backup of the last 24 hours (a "Back up now" before a
 * risky change survives the scheduled one after it), the newest of each of the last `daily` days that
 * have one, and the newest of each of the last `weekly` ISO weeks (Monday to Sunday, UTC) that have
 * one. The newest backup is always among them. Everything else may be deleted.
 */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4 };

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday (UTC) that starts the ISO week holding `at`. */
function weekOf(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return dayOf(d);
}

function newestPerPeriod<T extends { at: Date }>(files: T[], period: (at: Date) => string, count: number): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const file of [...files].sort((a, b) => b.at.getTime() - a.at.getTime())) {
    const key = period(file.at);
    if (seen.has(key)) continue;
    seen.add(key);
    if (kept.length < count) kept.push(file);
  }
  return kept;
}

/** The files retention lets go, oldest first. */
export function backupsToDelete<T extends { name: string; at: Date }>(
  files: T[],
  now: Date,
  policy: RetentionPolicy = DEFAULT_RETENTION,
): T[] {
  const recent = files.filter((f) => now.getTime() - f.at.getTime() < 24 * 3_600_000);
  const keep = new Set(
    [...recent, ...newestPerPeriod(files, dayOf, policy.daily), ...newestPerPeriod(files, weekOf, policy.weekly)].map((f) => f.name),
  );
  return files.filter((f) => !keep.has(f.name)).sort((a, b) => a.at.getTime() - b.at.getTime());
}
