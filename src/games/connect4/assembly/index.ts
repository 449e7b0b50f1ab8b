// The Connect 4 kernel's exports (see ../kernel.ts for the JavaScript side). Bitboards cross the
// boundary as 32-bit halves and counters as f64, so that JavaScript needs no BigInt.
import { addEntry, bookHits, bookSize, bookStones, bookValue, clearBook, useBook } from './book';
import { bestValue, estimatePosition, evaluate, pvLength, pvMove } from './estimate';
import { ard, cutoffs, evaluations, nodes, plyEvaluations, plyNodes, rootBest, stopped } from './search';
import { solvePosition } from './solve';
import { forgetAll, foundMove, hits, probe, probes } from './table';

// @ts-ignore: decorator
@inline function word(lo: u32, hi: u32): u64 {
  return (u64(hi) << 32) | u64(lo);
}

/** Starts from an empty table. */
export function newSearch(): void {
  forgetAll();
}

export function solve(mineLo: u32, mineHi: u32, maskLo: u32, maskHi: u32, weak: bool, known: i32, maxNodes: f64): i32 {
  return solvePosition(word(mineLo, mineHi), word(maskLo, maskHi), weak, known, maxNodes);
}

export function estimate(mineLo: u32, mineHi: u32, maskLo: u32, maskHi: u32, depth: i32, maxNodes: f64): i32 {
  return estimatePosition(word(mineLo, mineHi), word(maskLo, maskHi), depth, maxNodes);
}

/** Empties the database and sets the ply of the positions it will hold. */
export function bookClear(stones: i32): void {
  clearBook(stones);
}

/** Appends a database entry (keys ascending); false when refused. */
export function bookAdd(keyLo: u32, keyHi: u32, value: i32): bool {
  return addEntry(word(keyLo, keyHi), value);
}

export function bookEntries(): i32 {
  return bookSize();
}

/** The stones of the database's positions; -1 when none is loaded. */
export function bookPly(): i32 {
  return bookSize() > 0 ? bookStones : -1;
}

/** Whether the next solves consult the database; also restarts the count of its hits. */
export function bookUse(on: bool): void {
  useBook(on);
}

/** The database's weak value of the position whose key is mine + mask, for its side to move; MISSING (2) when it holds none. */
export function bookLookup(keyLo: u32, keyHi: u32): i32 {
  return bookValue(word(keyLo, keyHi));
}

export function bookHitCount(): f64 {
  return f64(bookHits);
}

/** The estimate's evaluation of a position, from the side to move's view. */
export function evaluation(mineLo: u32, mineHi: u32, maskLo: u32, maskHi: u32): i32 {
  const mask = word(maskLo, maskHi);
  return evaluate(word(mineLo, mineHi), mask, i32(popcnt<u64>(mask)));
}

/** The estimate's value of its best root move: the search's value once it finished. */
export function estimateValue(): i32 {
  return bestValue();
}

/** The estimate's principal variation, move by move (columns). */
export function estimateLine(i: i32): i32 {
  return i < pvLength() ? pvMove(i) : -1;
}

/** The table's best move for a position, or -1: how the solve's principal variation is read. */
export function tableMove(mineLo: u32, mineHi: u32, maskLo: u32, maskHi: u32): i32 {
  probe(word(mineLo, mineHi) + word(maskLo, maskHi));
  return foundMove;
}

// The last search's outcome and statistics.
export function wasStopped(): bool {
  return stopped;
}

export function bestColumn(): i32 {
  return rootBest;
}

export function nodeCount(): f64 {
  return f64(nodes);
}

/**
 * Where the last search's nodes by ply sit (u32, CELLS + 1 of them): JavaScript reads them through
 * a view, not a call a ply, which cost End-Easy's solves about 2 us of 8-12 (docs/connect4.md).
 */
export function nodesAtPlyAddress(): usize {
  return changetype<usize>(plyNodes);
}

export function tableProbes(): f64 {
  return f64(probes);
}

export function tableHits(): f64 {
  return f64(hits);
}

export function cutoffCount(): f64 {
  return f64(cutoffs);
}

export function evaluationCount(): f64 {
  return f64(evaluations);
}

/** Where the last search's evaluations by ply sit, as nodesAtPlyAddress. */
export function evaluationsAtPlyAddress(): usize {
  return changetype<usize>(plyEvaluations);
}

export function recursionDepth(): f64 {
  return ard;
}
