/** A stable key for a new checklist line: the area's key and the label's words ("restrooms.baby-changing-table"). */
export function keyFromLabel(areaKey: string, label: string): string {
  const words = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const prefix = areaKey ? `${areaKey}.` : '';
  return `${prefix}${words || 'item'}`.slice(0, 60).replace(/[.-]+$/, '');
}

/** A key not among `taken`: the wanted one, else with -2, -3... */
export function freeKey(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n += 1) {
    const candidate = `${wanted.slice(0, 56)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
