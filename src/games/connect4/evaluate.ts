import type { Evaluation } from '../../engine/game.js';
import { popcount } from '../bits.js';
import { CELLS, HEIGHT, WIDTH, bitIndex, maskOf } from './bitboard.js';
import { RED, type Connect4State } from './rules.js';

/**
 * The course's evaluation (seed 001): SCORE(red) - SCORE(yellow), where SCORE counts the player's
 * tokens plus 10, 100 and 1000 for each maximal run of exactly two, exactly three and four or more
 * in the four directions (a three is not also two twos). Won positions are worth ±10000 whatever
 * their depth. Returned from the side to move's view, as the engine's negamax wants.
 */
export const comp3608: Evaluation<Connect4State> = {
  utility: 10000,
  evaluate(state) {
    const redScore = courseScore(state, 1);
    const yellowScore = courseScore(state, 2);
    return state.toMove === RED ? redScore - yellowScore : yellowScore - redScore;
  },
};

const RUN_DIRECTIONS: [number, number][] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];
const RUN_WEIGHT = [0, 0, 10, 100, 1000];

function cellAt(state: Connect4State, col: number, row: number): number {
  return col < 0 || col >= WIDTH || row < 0 || row >= HEIGHT ? 0 : state.cells[bitIndex(col, row)];
}

function courseScore(state: Connect4State, colour: number): number {
  let score = 0;
  for (let col = 0; col < WIDTH; col++) {
    for (let row = 0; row < HEIGHT; row++) {
      if (cellAt(state, col, row) !== colour) continue;
      score++;
      for (const [dc, dr] of RUN_DIRECTIONS) {
        if (cellAt(state, col - dc, row - dr) === colour) continue; // not the start of a run
        let length = 1;
        while (cellAt(state, col + dc * length, row + dr * length) === colour) length++;
        score += RUN_WEIGHT[Math.min(length, 4)];
      }
    }
  }
  return score;
}

/**
 * The engine's own evaluation, for the iterative search. Two ideas from the Connect 4 literature:
 * - Threats (empty cells that would complete four) decide the endgame, and by zugzwang the player
 *   who moves when an even number of cells is empty can claim threats on odd rows (1, 3, 5 counted
 *   from 1), the other player threats on even rows (Allis, 1988). A threat of the right parity is
 *   worth much more than one of the wrong parity.
 * - Cells that lie on more potential lines are worth more (the classic 3-4-5-7 table: the number of
 *   four-cell windows through each cell).
 */
export const strong: Evaluation<Connect4State> = {
  evaluate(state) {
    state.computeThreats();
    const me = state.toMove;
    const evenEmpty = (CELLS - state.stones) % 2 === 0;
    // The parity-favoured rows: 0-based even rows for the player moving with an even count empty.
    const myGoodLo = evenEmpty ? ODD_ROWS[0] : EVEN_ROWS[0];
    const myGoodHi = evenEmpty ? ODD_ROWS[1] : EVEN_ROWS[1];
    const theirGoodLo = evenEmpty ? EVEN_ROWS[0] : ODD_ROWS[0];
    const theirGoodHi = evenEmpty ? EVEN_ROWS[1] : ODD_ROWS[1];
    const myLo = state.threatsLo[me];
    const myHi = state.threatsHi[me];
    const opLo = state.threatsLo[me ^ 1];
    const opHi = state.threatsHi[me ^ 1];
    let score =
      GOOD_THREAT * (popcount(myLo & myGoodLo) + popcount(myHi & myGoodHi)) +
      OTHER_THREAT * (popcount(myLo & ~myGoodLo) + popcount(myHi & ~myGoodHi)) -
      GOOD_THREAT * (popcount(opLo & theirGoodLo) + popcount(opHi & theirGoodHi)) -
      OTHER_THREAT * (popcount(opLo & ~theirGoodLo) + popcount(opHi & ~theirGoodHi));
    const lo = state.lo;
    const hi = state.hi;
    for (let i = 0; i < WEIGHT_MASKS.length; i++) {
      const [mLo, mHi, w] = WEIGHT_MASKS[i];
      score += w * (popcount(lo[me] & mLo) + popcount(hi[me] & mHi) - popcount(lo[me ^ 1] & mLo) - popcount(hi[me ^ 1] & mHi));
    }
    return score;
  },
};

const GOOD_THREAT = 40;
const OTHER_THREAT = 12;

/** Row masks by 1-based parity: ODD_ROWS are rows 1, 3, 5 (0-based 0, 2, 4). */
const ODD_ROWS = rowsMask((row) => row % 2 === 0);
const EVEN_ROWS = rowsMask((row) => row % 2 === 1);

function rowsMask(keep: (row: number) => boolean): [number, number] {
  const bits: number[] = [];
  for (let col = 0; col < WIDTH; col++) for (let row = 0; row < HEIGHT; row++) if (keep(row)) bits.push(bitIndex(col, row));
  return maskOf(bits);
}

/** Number of four-cell windows through each cell, grouped into one mask per weight. */
const WEIGHT_MASKS: [number, number, number][] = (() => {
  const windows = new Map<number, number[]>();
  const count = (col: number, row: number): number => {
    let n = 0;
    for (const [dc, dr] of RUN_DIRECTIONS) {
      for (let start = -3; start <= 0; start++) {
        let inside = true;
        for (let k = 0; k < 4; k++) {
          const c = col + dc * (start + k);
          const r = row + dr * (start + k);
          if (c < 0 || c >= WIDTH || r < 0 || r >= HEIGHT) inside = false;
        }
        if (inside) n++;
      }
    }
    return n;
  };
  for (let col = 0; col < WIDTH; col++) {
    for (let row = 0; row < HEIGHT; row++) {
      const w = count(col, row);
      windows.set(w, [...(windows.get(w) ?? []), bitIndex(col, row)]);
    }
  }
  return [...windows].map(([w, bits]): [number, number, number] => [...maskOf(bits), w]);
})();

