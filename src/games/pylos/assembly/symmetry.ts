// The pyramid's eight symmetries (../symmetries.ts defines them and writes them here), applied to
// a 30-bit set of spots by four byte lookups: a set's image costs four loads, not a loop over spots.

export const SYMMETRY_COUNT: i32 = 8;
/** byteImages[(g * 4 + byte) * 256 + value]: the image under g of `value` at byte `byte` of a set. */
const byteImages = new StaticArray<i32>(SYMMETRY_COUNT * 4 * 256);

export function setSymmetry(g: i32, spot: i32, image: i32): void {
  const byte = spot >> 3;
  const bit = 1 << (spot & 7);
  const base = (g * 4 + byte) * 256;
  for (let value = 0; value < 256; value++) if ((value & bit) != 0) byteImages[base + value] |= 1 << image;
}

// @ts-ignore: decorator
@inline export function imageOf(mask: i32, g: i32): i32 {
  const base = g << 10;
  return (
    unchecked(byteImages[base + (mask & 0xff)]) |
    unchecked(byteImages[base + 256 + ((mask >>> 8) & 0xff)]) |
    unchecked(byteImages[base + 512 + ((mask >>> 16) & 0xff)]) |
    unchecked(byteImages[base + 768 + (mask >>> 24)])
  );
}
