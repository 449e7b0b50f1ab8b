// Static move ordering (../order.ts calls it). Alpha-beta cuts sooner the better the first moves
// of a node are, yet the order is computed for up to 2,000 moves per node. Each
// node therefore gets three square tables once (the value of a queen leaving a square, of a queen
// arriving on one, of an arrow landing on one) and a move's hint is their sum plus two adjacency
// corrections: a few memory reads per move. The tables cost more than an evaluation in
// TypeScript; here they read the queen maps where distance.ts left them.
//
// The features and their weights (in squares of evaluation) come from a least-squares fit of the
// evaluation one ply after each move, over every move of 40 middle-game positions:
// - arriving: empty neighbours of the square (room to move), the opponent's queen distance to it
//   (queens belong at the front) and the squares it sees that the opponent now reaches first;
// - leaving: empty neighbours and mobility of the old square, and the squares that only this
//   queen covered while the opponent was near;
// - the arrow: opponent queens next to it, the opponent's mobility it cuts (squares behind it on
//   an opponent queen's ray), squares the opponent reaches as fast as we do, against our own
//   queens' mobility it cuts and our queens next to it.
// `npm run bench amazons` prints how often the best move by the evaluation is among the first k.
// Every sum is formed in the order the TypeScript tables formed it, so the hints, and the nodes a
// search visits, are the same.
import { CELLS, EMPTY, QUEENS_PER_SIDE, STEPS, board, queenSquare } from './distance';

const W_TO_ROOM = 0.85;
const W_TO_FRONT = -1.68;
const FRONT_CAP: i32 = 5;
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
// Hints are 0..511, 8 per square around 256. The engine sorts by hint; its killers and history
// only break ties between moves of equal hint, so the fine scale is what orders the moves.
const HINT_SCALE = 8.0;
const HINT_MID: i32 = 256;
const ARROW_NEXT_TO_US = i32(Math.round(HINT_SCALE * W_ARROW_NEXT_TO_US));
const TO_ROOM = i32(Math.round(HINT_SCALE * W_TO_ROOM));

/** ADJACENT[a - b + CELLS] is 1 when board squares a and b touch (the border column prevents wrap-around). */
const ADJACENT = new StaticArray<u8>(2 * CELLS);
for (let d = 0; d < 8; d++) unchecked((ADJACENT[STEPS[d] + CELLS] = 1));

const seen: usize = memory.data(CELLS);
const cutsThem: usize = memory.data(4 * CELLS, 4);
const cutsUs: usize = memory.data(4 * CELLS, 4);
/** The three tables, in hint units (HINT_SCALE per square; HINT_MID is in toValue). */
const fromValue: usize = memory.data(4 * CELLS, 4);
const toValue: usize = memory.data(4 * CELLS, 4);
const arrowValue: usize = memory.data(4 * CELLS, 4);

// @ts-ignore: decorator
@inline function at(table: usize, s: i32): usize {
  return table + (usize(s) << 2);
}

// @ts-ignore: decorator
@inline function cell(s: i32): u8 {
  return load<u8>(board + s);
}

/** The three tables for the side `me` to move, from the queen distances at qMe and qOp. */
export function fillOrderTables(me: i32, qMe: usize, qOp: usize): void {
  const op = me ^ 1;
  const ourQueen = u8(1 + me);
  const theirQueen = u8(1 + op);
  memory.fill(seen, 0, CELLS);
  memory.fill(cutsThem, 0, 4 * CELLS);
  memory.fill(cutsUs, 0, 4 * CELLS);
  for (let i = 0; i < 2 * QUEENS_PER_SIDE; i++) {
    const ours = i / QUEENS_PER_SIDE == me;
    rayTables(queenSquare(i), ours ? cutsUs : cutsThem, ours);
  }
  // Our queens' squares too: an arrow may land on the square its queen just left.
  for (let s = 0; s < CELLS; s++) {
    const here = cell(s);
    if (here != EMPTY && here != ourQueen) continue;
    const mine = i32(load<u8>(qMe + s));
    const theirs = i32(load<u8>(qOp + s));
    let room = 0;
    let claim = 0;
    let nextToThem = 0;
    let nextToUs = 0;
    for (let d = 0; d < 8; d++) {
      const step = unchecked(STEPS[d]);
      const n = cell(s + step);
      if (n == EMPTY) room++;
      else if (n == theirQueen) nextToThem++;
      else if (n == ourQueen) nextToUs++;
      // Only squares a queen of ours reaches in one move can be a destination.
      if (mine == 1) for (let t = s + step; cell(t) == EMPTY; t += step) if (load<u8>(qMe + t) > load<u8>(qOp + t)) claim++;
    }
    const front = theirs < FRONT_CAP ? theirs : FRONT_CAP;
    store<i32>(at(toValue, s), HINT_MID + i32(Math.round(HINT_SCALE * (W_TO_ROOM * f64(room) + W_TO_FRONT * f64(front) + W_TO_CLAIM * f64(claim)))));
    store<i32>(
      at(arrowValue, s),
      i32(
        Math.round(
          HINT_SCALE *
            (W_ARROW_NEXT_TO_THEM * f64(nextToThem) +
              W_ARROW_NEXT_TO_US * f64(nextToUs) +
              (theirs == mine ? W_ARROW_TIE : 0.0) +
              (theirs == 1 ? W_ARROW_THEIR_REACH : 0.0) +
              W_ARROW_CUTS_THEM * f64(load<i32>(at(cutsThem, s))) +
              W_ARROW_CUTS_US * f64(load<i32>(at(cutsUs, s))) +
              W_ARROW_ROOM * f64(room) +
              W_ARROW_SEEN * f64(load<u8>(seen + s))),
        ),
      ),
    );
  }
  for (let i = me * QUEENS_PER_SIDE; i < (me + 1) * QUEENS_PER_SIDE; i++) {
    const q = queenSquare(i);
    let room = 0;
    let mobility = 0;
    let abandoned = 0;
    for (let d = 0; d < 8; d++) {
      const step = unchecked(STEPS[d]);
      if (cell(q + step) == EMPTY) room++;
      for (let t = q + step; cell(t) == EMPTY; t += step) {
        mobility++;
        if (load<u8>(seen + t) == 1 && load<u8>(qOp + t) <= 2) abandoned++;
      }
    }
    store<i32>(at(fromValue, q), i32(Math.round(HINT_SCALE * (W_FROM_ROOM * f64(room) + W_FROM_MOBILITY * f64(mobility) + W_FROM_ABANDON * f64(abandoned)))));
  }
}

/**
 * For one queen, each square on its rays gets the mobility an arrow there would cut (itself and
 * every square behind it); our own queens also mark the squares they see.
 */
function rayTables(q: i32, cuts: usize, ours: bool): void {
  for (let d = 0; d < 8; d++) {
    const step = unchecked(STEPS[d]);
    let end = q + step;
    while (cell(end) == EMPTY) end += step;
    const length = (end - q) / step - 1;
    let k = 0;
    for (let t = q + step; t != end; t += step) {
      store<i32>(at(cuts, t), load<i32>(at(cuts, t)) + length - k++);
      if (ours) store<u8>(seen + t, load<u8>(seen + t) + 1);
    }
  }
}

/** The hint of a move (from | to << 8 | arrow << 16) from the tables last filled, 0..511. */
export function moveHint(move: i32): i32 {
  const from = move & 0xff;
  const to = (move >> 8) & 0xff;
  const arrow = move >> 16;
  // The tables were made with the queen on `from`: correct the two neighbourhoods it changes.
  const hint =
    load<i32>(at(fromValue, from)) +
    load<i32>(at(toValue, to)) +
    load<i32>(at(arrowValue, arrow)) +
    ARROW_NEXT_TO_US * (i32(unchecked(ADJACENT[arrow - to + CELLS])) - i32(unchecked(ADJACENT[arrow - from + CELLS]))) +
    TO_ROOM * (i32(unchecked(ADJACENT[to - from + CELLS])) - i32(unchecked(ADJACENT[arrow - to + CELLS])));
  return hint < 0 ? 0 : hint > 511 ? 511 : hint;
}
