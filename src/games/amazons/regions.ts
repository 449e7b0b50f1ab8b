import { zobristKeys } from '../random.js';
import { ARROW, CELLS, DIRECTIONS, EMPTY, QUEEN, QUEENS_PER_SIDE } from './board.js';
import { MAX_MOVES, queenMoves, type AmazonsState } from './rules.js';

/**
 * Separated positions. A queen's moves and arrows stay inside the king-connected component of
 * empty and queen squares it stands in, so once no component holds queens of both sides the
 * players no longer interact: each plays a solitaire in its own regions, and the side to move
 * wins exactly when it can make more moves there than the opponent.
 *
 * The moves a region allows: at most one per empty square, and exactly that many in a region
 * without defects. Regions of up to SOLVE_LIMIT empty squares, where defects decide end-games, are
 * solved by a depth-first search that stops at a perfect fill or after SOLVE_BUDGET nodes (then the
 * best count found stands), and cached by the region's key. Larger regions count their squares:
 * the search cannot afford them (a few ms each) and they nearly always fill, while squares walled
 * off from every queen already drop out, since they form a component of their own.
 */
const SOLVE_LIMIT = 14;
const SOLVE_BUDGET = 3000;
const CACHE_LIMIT = 1 << 18;

/** Moves left per side, filled by separatedMovesLeft. */
export const movesLeft = new Int32Array(2);

const label = new Uint8Array(CELLS);
const stack = new Int32Array(CELLS);
const slots = new Int32Array(2 * QUEENS_PER_SIDE);
/** Region keys: one per square for an empty square, one for a queen square. */
const REGION_KEYS = zobristKeys(2 * CELLS, 0x5e9a7e);
const cache = new Map<number, number>();

/**
 * Labels the components that hold queens; false as soon as one holds both colours. Otherwise
 * fills movesLeft with each side's total over its regions and returns true.
 */
export function separatedMovesLeft(state: AmazonsState): boolean {
  const b = state.board;
  label.fill(0);
  movesLeft[0] = movesLeft[1] = 0;
  for (let i = 0; i < 2 * QUEENS_PER_SIDE; i++) {
    const start = state.queens[i];
    if (label[start] !== 0) continue;
    label[start] = 1;
    stack[0] = start;
    let top = 1;
    let colours = 0;
    let empties = 0;
    let queens = 0;
    let keyLo = 0;
    let keyHi = 0;
    while (top > 0) {
      const s = stack[--top];
      const k = b[s] === EMPTY ? 2 * s : 2 * (CELLS + s);
      keyLo ^= REGION_KEYS[k];
      keyHi ^= REGION_KEYS[k + 1];
      if (b[s] === EMPTY) empties++;
      else {
        colours |= 1 << (b[s] - QUEEN);
        if (colours === 3) return false;
        slots[queens++] = slotOf(state, s);
      }
      for (let d = 0; d < 8; d++) {
        const t = s + DIRECTIONS[d];
        if (b[t] < ARROW && label[t] === 0) {
          label[t] = 1;
          stack[top++] = t;
        }
      }
    }
    const side = colours === 1 ? 0 : 1;
    movesLeft[side] += regionMoves(state, side, queens, empties, (keyLo >>> 0) + (keyHi & 0x1fffff) * 0x100000000);
  }
  return true;
}

function slotOf(state: AmazonsState, sq: number): number {
  let i = 0;
  while (state.queens[i] !== sq) i++;
  return i;
}

function regionMoves(state: AmazonsState, side: number, queens: number, empties: number, key: number): number {
  if (empties === 0 || empties > SOLVE_LIMIT) return empties;
  const known = cache.get(key);
  if (known !== undefined) return known;
  budget = SOLVE_BUDGET;
  memo.clear();
  const saved = state.toMove;
  state.setToMove(side);
  const moves = longest(state, side, queens, empties, 0);
  state.setToMove(saved);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, moves);
  return moves;
}

let budget = 0;
const memo = new Map<number, number>();
const buffers: Int32Array[] = [];

/**
 * The longest run of moves the queens in slots[0..queens) can make, `left` empty squares remaining.
 * Moves that step to a neighbour and shoot back at the square left fill a region one square at a
 * time, so they are tried first: a perfect fill, the common case, is then found almost at once.
 */
function longest(state: AmazonsState, side: number, queens: number, left: number, ply: number): number {
  const key = (state.hashLo >>> 0) + (state.hashHi & 0x1fffff) * 0x100000000;
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (buffers.length <= ply) buffers.push(new Int32Array(MAX_MOVES));
  const buf = buffers[ply];
  let n = 0;
  for (let q = 0; q < queens; q++) n = queenMoves(state, slots[q], buf, n);
  let best = 0;
  for (let pass = 0; pass < 2 && best < left && budget > 0; pass++) {
    for (let i = 0; i < n && best < left && budget > 0; i++) {
      const m = buf[i];
      if (isFillingStep(m) !== (pass === 0)) continue;
      budget--;
      state.play(m);
      state.setToMove(side);
      const v = 1 + longest(state, side, queens, left - 1, ply + 1);
      state.setToMove(side ^ 1);
      state.undo(m);
      if (v > best) best = v;
    }
  }
  memo.set(key, best);
  return best;
}

function isFillingStep(move: number): boolean {
  const from = move & 0xff;
  const step = ((move >> 8) & 0xff) - from;
  return move >> 16 === from && (step === 1 || step === -1 || (step >= 11 && step <= 13) || (step >= -13 && step <= -11));
}
