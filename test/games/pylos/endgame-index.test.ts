import { describe, expect, it } from 'vitest';
import { SPOTS, SUPPORTS } from '../../../src/games/pylos/geometry.js';
import { pylosKernel } from '../../../src/games/pylos/kernel.js';
import { PylosState, decidedIn, outcome } from '../../../src/games/pylos/rules.js';
import { SYMMETRIES, SYMMETRY_COUNT, mapSpots } from '../../../src/games/pylos/symmetries.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { pylos } from '../../../src/games/pylos/index.js';

/*
 * The endgame table's index (src/games/pylos/assembly/endgame-index.ts): one entry for each
 * class of positions under the pyramid's symmetries and the swap of colours with the side to move,
 * counted here independently of the kernel, and the symmetries checked against the rules.
 */

const binomial = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k);

function everyShape(): number[] {
  const out: number[] = [];
  const walk = (spot: number, occupied: number): void => {
    if (spot === SPOTS) return void out.push(occupied);
    walk(spot + 1, occupied);
    if ((occupied & SUPPORTS[spot]) === SUPPORTS[spot]) walk(spot + 1, occupied | (1 << spot));
  };
  walk(0, 0);
  return out;
}

const images = (mask: number) => SYMMETRIES.map((_, g) => mapSpots(mask, g));
const popcount = (mask: number) => mask.toString(2).split('1').length - 1;

function positionOf(mine: number, theirs: number, rules: 'standard' | 'advanced', toMove = 0): PylosState {
  const state = PylosState.empty(rules);
  for (let s = 0; s < SPOTS; s++) {
    if ((mine >>> s) & 1) state.put(s, toMove);
    if ((theirs >>> s) & 1) state.put(s, toMove ^ 1);
  }
  state.setToMove(toMove);
  return state;
}

/** Positions of seeded random games with the mover still holding a sphere, as (mine, theirs). */
function samples(count: number, rules: 'standard' | 'advanced'): [number, number][] {
  const random = seededRandom(4711);
  const out: [number, number][] = [];
  while (out.length < count) {
    const state = PylosState.empty(rules);
    while (!pylos.status(state).over && out.length < count) {
      const mine = state.spheres[state.toMove];
      if (popcount(mine) < 15) out.push([mine, state.spheres[state.toMove ^ 1]]);
      const moves = legalMoves(pylos, state);
      state.play(moves[Math.floor(random() * moves.length)]);
    }
  }
  return out;
}

function entryOf(mine: number, theirs: number, toMove = 0): number {
  const k = pylosKernel();
  k.load(positionOf(mine, theirs, 'standard', toMove));
  return k.tableEntry();
}

describe('the Pylos endgame index', () => {
  const k = pylosKernel();
  k.buildIndex();

  it('has one canonical shape for each class of down-sets, and the entries the shapes and colourings give, layer by layer', () => {
    const canonical = everyShape().filter((shape) => Math.min(...images(shape)) === shape);
    expect(k.layerFirstShape(SPOTS + 1)).toBe(canonical.length);
    let entries = 0;
    for (const shape of canonical) {
      const left = SPOTS - popcount(shape);
      for (let mine = 1; mine <= 15; mine++) if (left - mine >= 0 && left - mine <= 15) entries += binomial(SPOTS - left, 15 - mine);
    }
    let counted = 0;
    for (let left = 0; left <= SPOTS; left++) {
      counted += k.layerEntries(left);
      // Each layer starts on a byte of the table: at most three entries of padding before the next.
      expect(k.layerFirstEntry(left) % 4).toBe(0);
      expect(k.layerFirstEntry(left + 1) - k.layerFirstEntry(left) - k.layerEntries(left)).toBeLessThan(4);
    }
    expect(counted).toBe(entries);
  });

  it('gives every image of a position, and its colours swapped with the side to move, the same entry, inside its layer', () => {
    for (const [mine, theirs] of samples(400, 'standard')) {
      const entry = entryOf(mine, theirs);
      const left = SPOTS - popcount(mine | theirs);
      expect(entry).toBeGreaterThanOrEqual(k.layerFirstEntry(left));
      expect(entry).toBeLessThan(k.layerFirstEntry(left + 1));
      expect(entryOf(mine, theirs, 1)).toBe(entry);
      for (let g = 1; g < SYMMETRY_COUNT; g++) expect(entryOf(mapSpots(mine, g), mapSpots(theirs, g))).toBe(entry);
    }
  });

  it('gives positions that are not images of each other different entries', () => {
    const classOf = new Map<number, string>();
    for (const [mine, theirs] of samples(3000, 'standard')) {
      const key = SYMMETRIES.map((_, g) => `${mapSpots(mine | theirs, g)}:${mapSpots(mine, g)}`).sort()[0];
      const entry = entryOf(mine, theirs);
      expect(classOf.get(entry) ?? key).toBe(key);
      classOf.set(entry, key);
    }
    expect(classOf.size).toBeGreaterThan(1000);
  });

  it('maps positions to positions with the same moves, end and end-game rule, under both rule sets', () => {
    for (const rules of ['standard', 'advanced'] as const) {
      for (const [mine, theirs] of samples(150, rules)) {
        const state = positionOf(mine, theirs, rules);
        const moves = legalMoves(pylos, state).length;
        for (let g = 1; g < SYMMETRY_COUNT; g++) {
          const image = positionOf(mapSpots(mine, g), mapSpots(theirs, g), rules);
          expect(legalMoves(pylos, image).length).toBe(moves);
          expect(outcome(image)).toBe(outcome(state));
          expect(decidedIn(image)).toBe(decidedIn(state));
        }
      }
    }
  });

  it("has every legal move's resulting shape among its shape's successors in the generator's graph", () => {
    k.prepareGenerator();
    let moves = 0;
    for (const rules of ['standard', 'advanced'] as const) {
      for (const [mine, theirs] of samples(300, rules)) {
        const state = positionOf(mine, theirs, rules);
        for (const move of legalMoves(pylos, state)) {
          const next = state.clone();
          next.play(move);
          expect(k.shapeReaches(mine | theirs, next.spheres[0] | next.spheres[1])).toBe(1);
          moves++;
        }
      }
    }
    expect(moves).toBeGreaterThan(3000);
  });

  it('has no entry for a mover without a sphere to play', () => {
    const full = (1 << 15) - 1;
    expect(entryOf(full, 0b1 << 15)).toBe(-1);
  });
});
