// Distance maps by breadth-first search, as the evaluation computed them before the kernel
// (src/games/amazons/kernel.ts): the reference its bitboard fills must agree with, square for square.
import { CELLS, DIRECTIONS, EMPTY, QUEENS_PER_SIDE } from '../../../src/games/amazons/board.js';
import { FAR } from '../../../src/games/amazons/kernel.js';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';

/** One BFS queue for every map: the maps are filled one at a time. */
const queue = new Int32Array(CELLS);

/** Starts a distance map: every square unreached but the side's queens, which are queued at 0. */
function seedQueens(state: AmazonsState, side: number, out: Uint8Array): number {
  out.fill(FAR);
  let tail = 0;
  for (let i = side * QUEENS_PER_SIDE; i < (side + 1) * QUEENS_PER_SIDE; i++) {
    out[state.queens[i]] = 0;
    queue[tail++] = state.queens[i];
  }
  return tail;
}

/**
 * Breadth-first distances of `side` into out: the fewest moves its queens need to reach each empty
 * square through empty squares, FAR if they never can, 0 on its queens. A move slides along a ray
 * (`slides`) or takes one step. Squares leave the queue in order of distance, so the first value
 * written is the least.
 */
function distances(state: AmazonsState, side: number, out: Uint8Array, slides: boolean): void {
  const b = state.board;
  let tail = seedQueens(state, side, out);
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    const next = out[s] + 1;
    for (let d = 0; d < 8; d++) {
      for (let t = s + DIRECTIONS[d]; b[t] === EMPTY; t += DIRECTIONS[d]) {
        if (out[t] > next) {
          out[t] = next;
          queue[tail++] = t;
        }
        if (!slides) break;
      }
    }
  }
}

/** Queen distance (Lieberum's D1). */
export function queenDistances(state: AmazonsState, side: number, out: Uint8Array): void {
  distances(state, side, out, true);
}

/** King distance (Lieberum's D2). */
export function kingDistances(state: AmazonsState, side: number, out: Uint8Array): void {
  distances(state, side, out, false);
}

/** Squares one queen reaches in one move: its mobility. */
export function queenMobility(state: AmazonsState, sq: number): number {
  const b = state.board;
  let n = 0;
  for (let d = 0; d < 8; d++) {
    const step = DIRECTIONS[d];
    for (let t = sq + step; b[t] === EMPTY; t += step) n++;
  }
  return n;
}
