/** A user's search text inside a LIKE pattern: their % and _ are plain characters. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
