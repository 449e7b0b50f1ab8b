// The Pylos kernel's exports (see ../kernel.ts for the JavaScript side): JavaScript writes the
// geometry, the keys, the rule set's patterns and the evaluation's weights once, then per search
// the position and the earlier positions (at pastLoAddress, pastHiAddress), and runs iterations
// of the engine's search in here; the counts and the root's line are read back after each.
import { evaluate as evaluatePosition } from './evaluate';
import { decidedIn as decided, outcome as result, play, setPosition, undo } from './board';
import { generateMoves } from './moves';
import { hashHi, hashLo } from './board';
import { overflowed } from './moves';
import * as search from './search';
import { MAX_PAST, MAX_PLY, evaluationsPerDepth, movesAt, nodesPerDepth, pastHi, pastLo, pvLength, pvTable } from './search';
import { newTable as startTable } from './table';
import { buildIndex, firstEntryOf, layerEntry, layerShape, layerSize, shapeMask, shapeNumber } from './endgame-index';
import { allocateTable, clearPassCounts, clock, loadedEntry, lookedAt, passLosses, passShapes, passSkipped, passUnknown, passWins, setClock, settledAt, tableBytes, useTable } from './endgame';
import { buildShapeGraph, edgeStart, edges } from './shape-graph';

export { setKey, setPattern, setPatternBySpot, setPatternCount, setPatternStart, setPosition, setSpot, play, undo } from './board';
export { setWeights } from './evaluate';
export { orderHint } from './moves';
export { begin, iterate } from './search';

/** The counts after an iteration, as f64 at reportAddress in this order (../kernel.ts names them). */
const report = new StaticArray<f64>(14);

export function fillReport(): void {
  report[0] = f64(search.nodes);
  report[1] = f64(search.ttProbes);
  report[2] = f64(search.ttHits);
  report[3] = f64(search.cutoffs);
  report[4] = f64(search.evaluations);
  report[5] = search.evalTimeMs;
  report[6] = f64(search.repetitionCount);
  report[7] = f64(search.reductions);
  report[8] = f64(search.iterationEvaluations);
  report[9] = f64(search.iterationDepthSum);
  report[10] = search.subtreeRecursionDepth;
  report[11] = f64(search.rootBest);
  report[12] = f64(search.stopReason);
  report[13] = overflowed ? 1 : 0;
}

export function reportAddress(): usize {
  return changetype<usize>(report);
}

export function maxPast(): i32 {
  return MAX_PAST;
}

export function keyLo(): i32 {
  return hashLo;
}

export function keyHi(): i32 {
  return hashHi;
}

export function newTable(bits: i32): void {
  startTable(bits);
}

export function pastLoAddress(): usize {
  return changetype<usize>(pastLo);
}

export function pastHiAddress(): usize {
  return changetype<usize>(pastHi);
}

export function nodesPerDepthAddress(): usize {
  return changetype<usize>(nodesPerDepth);
}

export function evaluationsPerDepthAddress(): usize {
  return changetype<usize>(evaluationsPerDepth);
}

/** The root's line: pvLength()[0] moves at pvAddress(). */
export function rootLineLength(): i32 {
  return pvLength[0];
}

export function pvAddress(): usize {
  return changetype<usize>(pvTable);
}

export function maxPly(): i32 {
  return MAX_PLY;
}

// The rules one at a time, for the agreement tests against the TypeScript rules.

export function evaluate(): i32 {
  return evaluatePosition();
}

export function outcome(): i32 {
  return result();
}

export function decidedIn(): i32 {
  return decided();
}

/** The search's moves (merged) or the legal moves, at movesAddress(). */
export function moves(merge: bool): i32 {
  return generateMoves(movesAt, merge);
}

export function movesAddress(): usize {
  return movesAt;
}

// The endgame table (endgame-index.ts, endgame.ts); entries are f64 here, exact below 2^53.

export { setSymmetry } from './symmetry';
export { buildIndex, buildShapeGraph, allocateTable, tableBytes, clearPassCounts, passShapes, useTable, setClock };

export function layerFirstEntry(r: i32): f64 {
  return f64(layerEntry[r]);
}

export function layerEntries(r: i32): f64 {
  return f64(layerSize[r]);
}

export function layerFirstShape(r: i32): i32 {
  return layerShape[r];
}

export function shapeAt(i: i32): i32 {
  return shapeMask[i];
}

/** The entry of the loaded position, from its mover's side, or -1 when the mover has no sphere left. */
export function tableEntry(): f64 {
  return f64(loadedEntry());
}

/** This pass's entries settled won (0), lost (1), left unknown (2), and shapes skipped (3). */
export function passCount(which: i32): f64 {
  return f64(which == 0 ? passWins : which == 1 ? passLosses : which == 2 ? passUnknown : passSkipped);
}

/** The shapes' clocks (endgame.ts): looked at, then settled, u32 each, and the clock. */
export function lookedAtAddress(): usize {
  return changetype<usize>(lookedAt);
}

export function settledAtAddress(): usize {
  return changetype<usize>(settledAt);
}

export function shapeClock(): u32 {
  return clock;
}

/** Shape i's first entry; past the last shape, the number of entries. */
export function shapeFirstEntry(i: i32): f64 {
  return f64(firstEntryOf(i, 0));
}

/** Whether the shape graph has an edge from the shape of one set of occupied spots to another's. */
export function shapeReaches(occupied: i32, successor: i32): bool {
  const to = shapeNumber(successor);
  const from = shapeNumber(occupied);
  for (let i = edgeStart[from]; i < edgeStart[from + 1]; i++) if (edges[i] == to) return true;
  return false;
}
