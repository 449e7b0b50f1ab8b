import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABOVE, SPOTS, SUPPORTS, TOP, freeSpheres, openSpots } from '../../../src/games/pylos/geometry.js';

// The rules spot by spot, straight from the support tables: what the shift formulas must match.
function freeBySpot(occupied: number): number {
  let free = 0;
  for (let s = 0; s < SPOTS; s++) if ((occupied >>> s) & 1 && (s === TOP || (occupied & ABOVE[s]) === 0)) free |= 1 << s;
  return free;
}

function openBySpot(occupied: number): number {
  let open = 0;
  for (let s = 0; s < SPOTS; s++) if (((occupied >>> s) & 1) === 0 && (occupied & SUPPORTS[s]) === SUPPORTS[s]) open |= 1 << s;
  return open;
}

describe('Pylos geometry by shifts', () => {
  // Any 30-bit set, reachable or not: the formulas are checked as functions of the set.
  const anySet = fc.integer({ min: 0, max: 2 ** SPOTS - 1 });

  it('frees exactly the spheres with nothing resting on them', () => {
    fc.assert(fc.property(anySet, (occupied) => {
        expect(freeSpheres(occupied)).toBe(freeBySpot(occupied));
      }), { numRuns: 3000 });
  });

  it('opens exactly the empty spots whose supports are all filled', () => {
    fc.assert(fc.property(anySet, (occupied) => {
        expect(openSpots(occupied)).toBe(openBySpot(occupied));
      }), { numRuns: 3000 });
  });

  it('opens the top once its level is full, and frees every sphere of a full level but none under it', () => {
    const full = (1 << 29) - 1;
    expect(openSpots(full)).toBe(1 << TOP);
    expect(freeSpheres(full)).toBe(((1 << 29) - 1) & ~((1 << 25) - 1));
  });
});
