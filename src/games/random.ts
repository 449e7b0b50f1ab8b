/**
 * Seeded pseudo-random numbers (SplitMix32 variant, Mulberry32), so Zobrist keys, random blocs and
 * random openings are the same on every machine and every run.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` Zobrist keys as interleaved 32-bit halves: key i is (keys[2i], keys[2i+1]). */
export function zobristKeys(count: number, seed: number): Int32Array {
  const next = seededRandom(seed);
  const keys = new Int32Array(2 * count);
  for (let i = 0; i < keys.length; i++) keys[i] = (next() * 4294967296) | 0;
  return keys;
}
