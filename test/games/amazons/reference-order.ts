// The move ordering's hints as the TypeScript tables computed them before the kernel
// (src/games/amazons/assembly/order.ts), over breadth-first queen maps: the reference the kernel's
// hints must equal move for move, since the order decides which nodes a search visits.
import { CELLS, DIRECTIONS, EMPTY, QUEENS_PER_SIDE } from '../../../src/games/amazons/board.js';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';
import { queenDistances } from './reference-distance.js';

const W_TO_ROOM = 0.85;
const W_TO_FRONT = -1.68;
const FRONT_CAP = 5;
const W_TO_CLAIM = 0.95;
const W_FROM_ROOM = -0.32;
const W_FROM_MOBILITY = -0.09;
const W_FROM_ABANDON = -0.56;
const W_ARROW_NEXT_TO_THEM = 0.7;
const W_ARROW_NEXT_TO_US = -0.41;
const W_ARROW_TIE = 0.39;
const W_ARROW_THEIR_REACH = 0.375;
const W_ARROW_CUTS_THEM = 0.23;
const W_ARROW_CUTS_US = -0.36;
const W_ARROW_ROOM = -0.18;
const W_ARROW_SEEN = -0.14;
const HINT_SCALE = 8;
const HINT_MID = 256;

const STEPS = Int32Array.from(DIRECTIONS);
const FREE = EMPTY;
/** ADJACENT[a - b + CELLS] is 1 when board squares a and b touch (the border column prevents wrap-around). */
const ADJACENT = new Uint8Array(2 * CELLS);
for (const d of DIRECTIONS) ADJACENT[d + CELLS] = 1;

const qMe = new Uint8Array(CELLS);
const qOp = new Uint8Array(CELLS);
const seen = new Uint8Array(CELLS);
const cutsThem = new Float64Array(CELLS);
const cutsUs = new Float64Array(CELLS);
/** The three tables, in hint units (HINT_SCALE per square; HINT_MID is in toValue). */
const fromValue = new Int32Array(CELLS);
const toValue = new Int32Array(CELLS);
const arrowValue = new Int32Array(CELLS);
const ARROW_NEXT_TO_US = Math.round(HINT_SCALE * W_ARROW_NEXT_TO_US);
const TO_ROOM = Math.round(HINT_SCALE * W_TO_ROOM);
/** The hints of `moves` in `state`. */
export function referenceHints(state: AmazonsState, moves: number[]): number[] {
  fillTables(state);
  return moves.map(hintOf);
}

function hintOf(move: number): number {
  const from = move & 0xff;
  const to = (move >> 8) & 0xff;
  const arrow = move >> 16;
  // The tables were made with the queen on `from`: correct the two neighbourhoods it changes.
  const hint =
    fromValue[from] +
    toValue[to] +
    arrowValue[arrow] +
    ARROW_NEXT_TO_US * (ADJACENT[arrow - to + CELLS] - ADJACENT[arrow - from + CELLS]) +
    TO_ROOM * (ADJACENT[to - from + CELLS] - ADJACENT[arrow - to + CELLS]);
  return hint < 0 ? 0 : hint > 511 ? 511 : hint;
}

function fillTables(state: AmazonsState): void {
  const b = state.board;
  const me = state.toMove;
  const op = me ^ 1;
  queenDistances(state, me, qMe);
  queenDistances(state, op, qOp);
  seen.fill(0);
  cutsThem.fill(0);
  cutsUs.fill(0);
  for (let i = 0; i < 2 * QUEENS_PER_SIDE; i++) {
    const ours = (i >> 2) === me;
    rayTables(state, state.queens[i], ours ? cutsUs : cutsThem, ours);
  }
  // Our queens' squares too: an arrow may land on the square its queen just left. Skipping them
  // left those values from an earlier position, so the same search could order moves differently.
  for (let s = 0; s < CELLS; s++) {
    if (b[s] !== FREE && b[s] !== 1 + me) continue;
    let room = 0;
    let claim = 0;
    let nextToThem = 0;
    let nextToUs = 0;
    for (let d = 0; d < 8; d++) {
      const step = STEPS[d];
      const n = b[s + step];
      if (n === FREE) room++;
      else if (n === 1 + op) nextToThem++;
      else if (n === 1 + me) nextToUs++;
      // Only squares a queen of ours reaches in one move can be a destination.
      if (qMe[s] === 1) for (let t = s + step; b[t] === FREE; t += step) if (qMe[t] > qOp[t]) claim++;
    }
    const front = qOp[s] < FRONT_CAP ? qOp[s] : FRONT_CAP;
    toValue[s] = HINT_MID + Math.round(HINT_SCALE * (W_TO_ROOM * room + W_TO_FRONT * front + W_TO_CLAIM * claim));
    arrowValue[s] = Math.round(
      HINT_SCALE *
        (W_ARROW_NEXT_TO_THEM * nextToThem +
      W_ARROW_NEXT_TO_US * nextToUs +
      (qOp[s] === qMe[s] ? W_ARROW_TIE : 0) +
      (qOp[s] === 1 ? W_ARROW_THEIR_REACH : 0) +
      W_ARROW_CUTS_THEM * cutsThem[s] +
      W_ARROW_CUTS_US * cutsUs[s] +
      W_ARROW_ROOM * room +
          W_ARROW_SEEN * seen[s]),
    );
  }
  for (let i = me * QUEENS_PER_SIDE; i < (me + 1) * QUEENS_PER_SIDE; i++) {
    const q = state.queens[i];
    let room = 0;
    let mobility = 0;
    let abandoned = 0;
    for (let d = 0; d < 8; d++) {
      const step = STEPS[d];
      if (b[q + step] === FREE) room++;
      for (let t = q + step; b[t] === FREE; t += step) {
        mobility++;
        if (seen[t] === 1 && qOp[t] <= 2) abandoned++;
      }
    }
    fromValue[q] = Math.round(HINT_SCALE * (W_FROM_ROOM * room + W_FROM_MOBILITY * mobility + W_FROM_ABANDON * abandoned));
  }
}

/**
 * For one queen, each square on its rays gets the mobility an arrow there would cut (itself and
 * every square behind it); our own queens also mark the squares they see.
 */
function rayTables(state: AmazonsState, q: number, cuts: Float64Array, ours: boolean): void {
  const b = state.board;
  for (let d = 0; d < 8; d++) {
    const step = STEPS[d];
    let end = q + step;
    while (b[end] === FREE) end += step;
    const length = (end - q) / step - 1;
    let k = 0;
    for (let t = q + step; t !== end; t += step) {
      cuts[t] += length - k++;
      if (ours) seen[t]++;
    }
  }
}

