// The breadth-first distance maps the evaluation used before the kernel (src/games/amazons/
// kernel.ts): the reference the kernel's bitboard fills must agree with, square for square.
import { CELLS, DIRECTIONS, EMPTY, QUEENS_PER_SIDE } from '../../../src/games/amazons/board.js';
import { FAR } from '../../../src/games/amazons/kernel.js';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';

const STEPS = DIRECTIONS;
const FREE = EMPTY;

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
 * Queen distance (Lieberum's D1): the number of queen moves a side needs to reach each empty
 * square through empty squares, FAR if it never can; the side's queens are at 0. A ray stops at a
 * square already reached in this many moves or fewer, since that square's own rays cover the rest.
 */
export function queenDistances(state: AmazonsState, side: number, out: Uint8Array): void {
  const b = state.board;
  let tail = seedQueens(state, side, out);
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    const next = out[s] + 1;
    for (let d = 0; d < 8; d++) {
      const step = STEPS[d];
      for (let t = s + step; b[t] === FREE; t += step) {
        const seen = out[t];
        if (seen < next) break;
        if (seen > next) {
          out[t] = next;
          queue[tail++] = t;
        }
      }
    }
  }
}

/** King distance (Lieberum's D2): the same with one-square steps. */
export function kingDistances(state: AmazonsState, side: number, out: Uint8Array): void {
  const b = state.board;
  let tail = seedQueens(state, side, out);
  for (let head = 0; head < tail; head++) {
    const s = queue[head];
    const next = out[s] + 1;
    for (let d = 0; d < 8; d++) {
      const t = s + STEPS[d];
      if (b[t] === FREE && out[t] > next) {
        out[t] = next;
        queue[tail++] = t;
      }
    }
  }
}

/** Squares one queen reaches in one move: its mobility. */
export function queenMobility(state: AmazonsState, sq: number): number {
  const b = state.board;
  let n = 0;
  for (let d = 0; d < 8; d++) {
    const step = STEPS[d];
    for (let t = sq + step; b[t] === FREE; t += step) n++;
  }
  return n;
}
