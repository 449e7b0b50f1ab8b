// How many Pylos positions have r spheres left in the two reserves: the size of an endgame table
// (issue 47). A board with r spheres in the reserves has 30 - r on the pyramid and r empty spots;
// the empty spots form an up-set (a spot is empty only if every spot resting on it is), and the
// spheres on the board take any colouring that leaves each colour at most 15. Unreachable boards
// (a colouring no game produces) are counted too: an upper bound, as a table indexed by rank holds them.
import { ABOVE, SPOTS } from '../src/games/pylos/geometry.js';

const SPHERES = 15;

/** The spots from the top down, so that every spot comes after the spots resting on it. */
const TOP_DOWN = Array.from({ length: SPOTS }, (_, i) => SPOTS - 1 - i);

/** How many up-sets of the pyramid (sets of empty spots a legal board can have) have each size up to `most`. */
export function emptySets(most: number): number[] {
  const counts = new Array<number>(most + 1).fill(0);
  const visit = (at: number, empty: number, size: number): void => {
    if (at === SPOTS) {
      counts[size]++;
      return;
    }
    const spot = TOP_DOWN[at];
    visit(at + 1, empty, size);
    // A spot may be empty only under empty spots; those were decided earlier.
    if (size < most && (ABOVE[spot] & ~empty) === 0) visit(at + 1, empty | (1 << spot), size + 1);
  };
  visit(0, 0, 0);
  return counts;
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/**
 * Positions (board and side to move) with `left` spheres in the two reserves, given the number of
 * empty-spot sets of that size: each colouring of the 30 - left spheres with white's reserve w and
 * black's left - w, each side to move that still holds a sphere (one with none has lost).
 */
export function positionsWithReserves(left: number, emptySetsOfSize: number): number {
  let colourings = 0;
  for (let white = Math.max(0, left - SPHERES); white <= Math.min(SPHERES, left); white++) {
    const sides = (white > 0 ? 1 : 0) + (left - white > 0 ? 1 : 0);
    colourings += binomial(SPOTS - left, SPHERES - white) * sides;
  }
  return emptySetsOfSize * colourings;
}
