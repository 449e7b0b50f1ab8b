// The positions of the ply-8 database (John Tromp's set): every position of 8 stones reached by
// play from the empty board where nobody has won and the move is not forced (the side to move
// cannot win at once and need not block), one of each mirror pair. Before ply 8 a search reaches
// the database along any line; the positions it leaves out are settled by that search itself.
import { HEIGHT, STRIDE, WIDTH } from '../bitboard.js';
import { Connect4State } from '../rules.js';
import { Outcome } from '../../../engine/game.js';
import { BOOK_STONES } from './ply.js';

const COLUMN = 2 ** STRIDE;

/**
 * Pons' key of the side to move's stones and all stones, mine + mask (< 2^49, exact in a double):
 * the sum fills each column's stones from the bottom plus one bit above, so it never carries from
 * one column into the next and names the position exactly.
 */
export function positionKey(state: Connect4State): number {
  const { lo, hi, toMove } = state;
  const mine = (lo[toMove] >>> 0) + (hi[toMove] >>> 0) * 2 ** 32;
  const mask = ((lo[0] | lo[1]) >>> 0) + ((hi[0] | hi[1]) >>> 0) * 2 ** 32;
  return mine + mask;
}

/**
 * The position a key names, the side to move being red (as at every even ply of a game): in each
 * column's 7 bits the highest set bit sits one above the stones, and below it are the mover's.
 */
export function stateOfKey(key: number, toMove = 0): Connect4State {
  const state = Connect4State.empty();
  let rest = key;
  for (let col = 0; col < WIDTH; col++) {
    const bits = rest % COLUMN;
    rest = Math.floor(rest / COLUMN);
    const height = 31 - Math.clz32(bits + 1);
    const mine = bits + 1 - 2 ** height;
    for (let row = 0; row < height; row++) state.put(col, (mine >> row) & 1 ? toMove : toMove ^ 1);
  }
  state.setToMove(toMove);
  state.settle();
  return state;
}

/** The key of the mirror image: the same column groups of 7 bits in the opposite order. */
export function mirrorKey(key: number): number {
  let mirrored = 0;
  let rest = key;
  for (let col = 0; col < WIDTH; col++) {
    mirrored = mirrored * COLUMN + (rest % COLUMN);
    rest = Math.floor(rest / COLUMN);
  }
  return mirrored;
}

/** The smaller of a key and its mirror's: the one the database stores. */
export function canonicalKey(key: number): number {
  return Math.min(key, mirrorKey(key));
}

/** Nobody has won, and the side to move has no winning cell to take nor one of the opponent's to block. */
export function isBookPosition(state: Connect4State): boolean {
  if (state.outcomes[state.stones] !== Outcome.Ongoing) return false;
  state.computeThreats();
  return state.playable[0] === 0 && state.playable[1] === 0;
}

export interface BookPosition {
  /** Column digits 1-7 from the empty board, one line that reaches it. */
  moves: string;
  key: number;
}

/**
 * Every ply-8 database position, each once with its canonical key, in the order of a depth-first
 * walk (siblings side by side, so that consecutive solves share much of their trees). `mirrors`
 * keeps both images of each pair (Tromp's count).
 */
export function bookPositions(mirrors = false): BookPosition[] {
  const state = Connect4State.empty();
  const seen = new Set<number>();
  const found: BookPosition[] = [];
  const line: number[] = [];
  const walk = (): void => {
    if (state.stones === BOOK_STONES) {
      const key = positionKey(state);
      const stored = mirrors ? key : canonicalKey(key);
      if (!seen.has(stored) && isBookPosition(state)) {
        seen.add(stored);
        found.push({ moves: line.map((col) => col + 1).join(''), key: stored });
      }
      return;
    }
    for (let col = 0; col < WIDTH; col++) {
      if (state.heights[col] >= HEIGHT) continue;
      state.play(col);
      line.push(col);
      if (state.outcomes[state.stones] === Outcome.Ongoing) walk();
      line.pop();
      state.undo(col);
    }
  };
  walk();
  return found;
}
