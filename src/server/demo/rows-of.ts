/** The rows of a `db.execute` answer: node-postgres wraps them in `{ rows }`, PGlite's drizzle driver too, older ones do not. */
export function rowsOf<T>(answer: unknown): T[] {
  return ((answer as { rows?: T[] }).rows ?? (answer as T[])) as T[];
}
