/**
 * The rows of a raw `db.execute(sql\`...\`)` answer, typed by the caller as its select list names them.
 * Both drivers (node-postgres and PGlite) answer `{ rows }`; Drizzle types the answer per driver, so the
 * one cast from that answer to rows lives here instead of at every raw query. Values arrive as the driver
 * decodes them: cast counts (`count(*)::int`) or convert (`Number(...)`) where a bigint may come back.
 */
export function rowsOf<T extends object>(answer: unknown): T[] {
  const rows = (answer as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('A raw query answered no rows array: not a node-postgres or PGlite result');
  return rows as T[];
}

/** The first row of a raw query's answer, or undefined when it returned none. */
export function firstRowOf<T extends object>(answer: unknown): T | undefined {
  return rowsOf<T>(answer)[0];
}
