/*
 * V8's object layout on 64-bit Node without pointer compression (Node's own builds): every slot is
 * 8 bytes. An object is a header of 3 slots (map, properties, elements) plus one a property, and
 * one built key by key (JSON.parse, a structured clone) a properties store of 2 slots more: 5 slots,
 * which `npm run bench cache-memory` bears out (3 undercounted every game by 8-16%). An array is a
 * header of 4 slots plus a backing store of 2 slots and one an element; a string 2 slots plus its
 * one-byte characters rounded up to a slot; a number that is no small integer a boxed double of 2
 * slots. Property names are shared by every object of a shape and cost nothing here.
 */
const SLOT = 8;
const OBJECT = 5 * SLOT;
const ARRAY = 6 * SLOT;
const STRING = 2 * SLOT;
const BOXED_NUMBER = 2 * SLOT;
const SMALL_INTEGER = 2 ** 31;

/**
 * The heap a plain JSON-like value (as JSON.parse or a structured clone makes it) holds, estimated
 * from its shape: unlike its JSON's length this counts what V8 allocates, so answers with many small
 * numbers and short arrays (Pylos) are not undercounted against ones of long strings.
 */
export function heapSize(value: unknown): number {
  if (typeof value === 'string') return STRING + Math.ceil(value.length / SLOT) * SLOT;
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) < SMALL_INTEGER ? 0 : BOXED_NUMBER;
  if (typeof value !== 'object' || value === null) return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item: unknown) => sum + SLOT + heapSize(item), ARRAY);
  return Object.values(value).reduce((sum: number, item: unknown) => sum + SLOT + heapSize(item), OBJECT);
}
