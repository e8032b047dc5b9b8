// A seeded random source, so a household is the same on every run and machine.

export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  between: (low: number, high: number) => number;
  integer: (low: number, high: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` different items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** mulberry32: small, fast and good enough for made-up statements. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (low: number, high: number) => low + (high - low) * next();
  const integer = (low: number, high: number) => Math.floor(between(low, high + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    return pool.slice(0, count);
  };
  return { next, between, integer, chance: (probability) => next() < probability, pick, sample };
}
