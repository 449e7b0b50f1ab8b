// The heuristic search for positions the solve cannot finish in time: depth-limited negamax
// alpha-beta with the solve's pruning (only moves that do not lose at once), order and table
// (for best moves only), and at the leaves the evaluation of evaluate.ts in the TypeScript engine:
// threats weighted by zugzwang parity (Allis) plus the cells' counts of four-cell windows.
//
// Scores: heuristic values stay well inside ±EXACT; a position the search sees to the end is
// EXACT times Pons' score, so that an exact result outranks every estimate and keeps its length.
import { BOARD, BOTTOM, CELLS, HEIGHT, STRIDE, WIDTH, column, nonLosingMoves, playable, winningCells } from './bitboard';
import { ard, begin, countCutoff, countEvaluation, enter, moveStack, noteBest, orderMoves, setArd, stopped } from './search';
import { LOWER, OFFSET, foundBound, foundMove, probe, store } from './table';

export const EXACT: i32 = 10000;
const GOOD_THREAT: i32 = 40;
const OTHER_THREAT: i32 = 12;
/** Rows 1, 3 and 5 counted from 1 (0-based 0, 2, 4), and the others. */
const ODD_ROWS: u64 = BOTTOM * 0b010101;
const EVEN_ROWS: u64 = BOTTOM * 0b101010;

/**
 * The classic table of four-cell windows through each cell, row 0 (the bottom) first; evaluate.ts
 * derives the same table, and a test checks that both evaluations agree.
 */
const WINDOWS: StaticArray<i32> = [
  3, 4, 5, 7, 5, 4, 3,
  4, 6, 8, 10, 8, 6, 4,
  5, 8, 11, 13, 11, 8, 5,
  5, 8, 11, 13, 11, 8, 5,
  4, 6, 8, 10, 8, 6, 4,
  3, 4, 5, 7, 5, 4, 3,
];
/** The cells grouped by their number of windows (3 to 13), one mask per count. */
const windowMasks = new StaticArray<u64>(14);
for (let row = 0; row < HEIGHT; row++) {
  for (let col = 0; col < WIDTH; col++) {
    const w = unchecked(WINDOWS[row * WIDTH + col]);
    unchecked((windowMasks[w] |= u64(1) << u64(col * STRIDE + row)));
  }
}

/** From the side to move's view. */
export function evaluate(mine: u64, mask: u64, stones: i32): i32 {
  const theirs = mine ^ mask;
  const myThreats = winningCells(mine, mask);
  const theirThreats = winningCells(theirs, mask);
  // By zugzwang, the player who moves with an even number of cells empty claims the odd rows.
  const myRows = ((CELLS - stones) & 1) == 0 ? ODD_ROWS : EVEN_ROWS;
  const theirRows = BOARD ^ myRows;
  let score =
    GOOD_THREAT * i32(popcnt<u64>(myThreats & myRows)) +
    OTHER_THREAT * i32(popcnt<u64>(myThreats & ~myRows)) -
    GOOD_THREAT * i32(popcnt<u64>(theirThreats & theirRows)) -
    OTHER_THREAT * i32(popcnt<u64>(theirThreats & ~theirRows));
  for (let w = 3; w < 14; w++) {
    const cells = unchecked(windowMasks[w]);
    if (cells != 0) score += w * (i32(popcnt<u64>(mine & cells)) - i32(popcnt<u64>(theirs & cells)));
  }
  return score;
}

/**
 * The principal variation, collected as the search goes (a triangular table: row `ply` holds the
 * line from that ply on), since table entries along it may have been overwritten.
 */
const pvMoves = new StaticArray<i32>((CELLS + 1) * (CELLS + 1));
const pvLengths = new StaticArray<i32>(CELLS + 2);
let rootPly: i32 = 0;
/** The value of the root's best move so far, which a search stopped early still has. */
let rootValue: i32 = 0;

export function bestValue(): i32 {
  return rootValue;
}

function updatePv(ply: i32, col: i32): void {
  const row = ply * (CELLS + 1);
  const childRow = row + CELLS + 1;
  const childEnd = unchecked(pvLengths[ply + 1]);
  unchecked((pvMoves[row + ply] = col));
  for (let i = ply + 1; i < childEnd; i++) unchecked((pvMoves[row + i] = pvMoves[childRow + i]));
  unchecked((pvLengths[ply] = childEnd > ply + 1 ? childEnd : ply + 1));
}

export function pvLength(): i32 {
  return unchecked(pvLengths[0]);
}

export function pvMove(i: i32): i32 {
  return unchecked(pvMoves[i]);
}

/**
 * The bounds an unfinished solve left in the table, on this scale: what it proved still holds.
 * A win or loss of unknown length is PROVEN, between every estimate and every exact result, so
 * that it is never reported with a length it does not have.
 */
const PROVEN: i32 = EXACT / 2;
let lowerBound: i32 = 0;
let upperBound: i32 = 0;

function readBounds(): void {
  lowerBound = -EXACT * CELLS;
  upperBound = EXACT * CELLS;
  if (foundBound >= LOWER) {
    const score = foundBound - LOWER - OFFSET;
    lowerBound = score > 0 ? PROVEN : EXACT * score;
  } else if (foundBound != 0) {
    const score = foundBound - OFFSET;
    upperBound = score < 0 ? -PROVEN : EXACT * score;
  }
}

function search(mine: u64, mask: u64, stones: i32, alpha: i32, beta: i32, depth: i32): i32 {
  if (!enter(stones)) return 0;
  const ply = stones - rootPly;
  unchecked((pvLengths[ply] = ply));
  const moves = nonLosingMoves(mine, mask);
  if (moves == 0) return -EXACT * ((CELLS - stones) / 2);
  if (stones >= CELLS - 2) return 0;
  const key = mine + mask;
  probe(key);
  readBounds();
  const low = lowerBound;
  const high = upperBound;
  if (depth <= 0) {
    countEvaluation(stones);
    const value = evaluate(mine, mask, stones);
    return value < low ? low : value > high ? high : value;
  }
  if (low >= beta) return low;
  if (high <= alpha) return high;
  const bound = foundBound;
  const base = stones * WIDTH;
  const n = orderMoves(mine, mask, moves, base, foundMove);
  let best = -1;
  let bestScore = -EXACT * CELLS;
  let ardSum: f64 = 0;
  let searched = 0;
  for (let i = 0; i < n; i++) {
    const move = unchecked(moveStack[base + i]);
    const score = -search(mine ^ mask, mask | move, stones + 1, -beta, -alpha, depth - 1);
    if (stopped) return 0;
    ardSum += ard;
    searched++;
    if (score > bestScore) {
      bestScore = score;
      best = column(move);
    }
    if (score > alpha) {
      alpha = score;
      noteBest(stones, best);
      updatePv(ply, best);
      if (ply == 0) rootValue = score;
      if (alpha >= beta) {
        countCutoff();
        break;
      }
    }
  }
  // The best move, and the solve's bound kept: a depth-limited value is no bound of its own.
  store(key, bound, best);
  setArd(ardSum / f64(searched));
  return bestScore < low ? low : bestScore > high ? high : bestScore;
}

/** The value of a search `depth` plies deep: EXACT times Pons' score when it saw the end. */
export function estimatePosition(mine: u64, mask: u64, depth: i32, maxNodes: f64): i32 {
  const stones = i32(popcnt<u64>(mask));
  begin(stones, maxNodes);
  rootPly = stones;
  const wins = winningCells(mine, mask) & playable(mask);
  if (wins != 0) {
    noteBest(stones, column(wins & (0 - wins)));
    unchecked((pvLengths[0] = 0));
    rootValue = EXACT * ((CELLS + 1 - stones) / 2);
    return rootValue;
  }
  return search(mine, mask, stones, -EXACT * CELLS, EXACT * CELLS, depth);
}
