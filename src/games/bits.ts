/** Bit tricks shared by the games' bitboards (32-bit words, as JavaScript's bit operators work). */

/** Number of set bits of a 32-bit word (the SWAR method: no loop, no table). */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
