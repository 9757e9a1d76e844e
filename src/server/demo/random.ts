/**
 * Deterministic randomness (mulberry32): the same seed draws the same company, so two runs of the
 * generator, the bench and the tests see the same business.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const shuffle = <T>(list: T[]): T[] => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  /** One of `list`, each as likely as its weight. */
  const weighted = <T>(list: readonly (readonly [T, number])[]): T => {
    const total = list.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, weight] of list) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return list[list.length - 1]![0];
  };
  /** A new generator drawn from this one: a part of the business draws apart from the others. */
  const fork = () => seededRandom(int(1, 2 ** 31 - 1));
  return { next, int, pick, chance, shuffle, weighted, fork };
}
export type Random = ReturnType<typeof seededRandom>;
