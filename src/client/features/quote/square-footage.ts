/** The square-footage input is a number field read as an integer; anything that is not one counts as missing. */
export function parseSquareFootage(input: string): number | undefined {
  const trimmed = input.trim();
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return undefined;
  const value = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
