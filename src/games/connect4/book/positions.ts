// The positions of the ply-8 database (John Tromp's set): every position of 8 stones reached by
// play from the empty board where nobody has won and the move is not forced (the side to move
// cannot win at once and need not block), one of each mirror pair. Before ply 8 a search reaches
// the database along any line; the positions it leaves out are settled by that search itself.
// Also the positions of the opening table, one ply before them.
import { HEIGHT, WIDTH } from '../bitboard.js';
import { Connect4State } from '../rules.js';
import { Outcome } from '../../../core/outcome.js';
import { COLUMN, canonicalKey, positionKey } from './keys.js';
import { BOOK_STONES, OPENING_STONES } from './ply.js';

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
 * Every position of `stones` stones reached by play without a win that `keep` accepts, each once
 * with its canonical key, in the order of a depth-first walk (siblings side by side, so that
 * consecutive solves share much of their trees). `mirrors` keeps both images of each pair.
 */
export function positionsAt(stones: number, keep: (state: Connect4State) => boolean, mirrors = false): BookPosition[] {
  const state = Connect4State.empty();
  const seen = new Set<number>();
  const found: BookPosition[] = [];
  const line: number[] = [];
  const walk = (): void => {
    if (state.stones === stones) {
      const key = positionKey(state);
      const stored = mirrors ? key : canonicalKey(key);
      if (!seen.has(stored) && keep(state)) {
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

/** Every ply-8 database position (Tromp's count with `mirrors`). */
export function bookPositions(mirrors = false): BookPosition[] {
  return positionsAt(BOOK_STONES, isBookPosition, mirrors);
}

/** Every position of the opening table (book/opening.ts): all of its stones where nobody has won. */
export function openingPositions(): BookPosition[] {
  return positionsAt(OPENING_STONES, () => true);
}
