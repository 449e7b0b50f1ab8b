import { LEVEL_SIZE, LEVEL_START, SPOTS } from './geometry.js';

/**
 * The pyramid's eight symmetries (the square's four rotations and four reflections, the same on
 * every level): each maps spots to spots, supports to supports and patterns to patterns, so a
 * position and its images have the same value. The endgame table stores one position of each
 * class (assembly/endgame-index.ts); the kernel gets these permutations from here.
 */
export const SYMMETRY_COUNT = 8;

/** SYMMETRIES[g][s]: where symmetry g takes spot s. Symmetry 0 is the identity. */
export const SYMMETRIES: readonly Int8Array[] = Array.from({ length: SYMMETRY_COUNT }, (_, g) => {
  const image = new Int8Array(SPOTS);
  for (let level = 0; level < LEVEL_SIZE.length; level++) {
    const n = LEVEL_SIZE[level];
    for (let x = 0; x < n; x++) {
      for (let y = 0; y < n; y++) {
        // Bit 2 transposes, bits 0 and 1 mirror the two axes: the eight elements of the square's group.
        let [a, b] = g & 4 ? [y, x] : [x, y];
        if (g & 1) a = n - 1 - a;
        if (g & 2) b = n - 1 - b;
        image[LEVEL_START[level] + x * n + y] = LEVEL_START[level] + a * n + b;
      }
    }
  }
  return image;
});

/** The image of a set of spots under symmetry g. */
export function mapSpots(mask: number, g: number): number {
  let out = 0;
  for (let m = mask; m !== 0; m &= m - 1) out |= 1 << SYMMETRIES[g][31 - Math.clz32(m & -m)];
  return out;
}
