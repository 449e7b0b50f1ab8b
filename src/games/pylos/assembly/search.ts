// The iterative search's node (src/engine/iterative.ts, with its move ordering, repetitions and
// counters), for Pylos alone: principal-variation search over the table, the same keys and the
// same Shell sort, killers, history and late-move reductions, so every iteration visits the nodes
// the engine's would, in the same order, and answers the same.
import { LOSS, ONGOING, WIN as WON, decidedIn, hashHi, hashLo, outcome, play, toMove, undo } from './board';
import { evaluate } from './evaluate';
import { MAX_MOVES, generateMoves, orderHint, reduction as gameReduction } from './moves';
import { EXACT, LOWER, NONE, UPPER, probeTable, storeEntry, ttBound, ttDepth, ttMove, ttScore } from './table';
import { probeTable as probeEndgame, tableOn } from './endgame';
import { TABLE_LOST, TABLE_UNKNOWN, TABLE_WON } from '../table-values';

// @ts-ignore: decorator
@external("env", "readClock")
/** 0 once the search must stop (time or cancel); otherwise nodes until the next reading. */
declare function readClock(): i32;
// @ts-ignore: decorator
@external("env", "now")
declare function now(): f64;

// The engine's score scale (src/engine/score.ts).
const WIN: i32 = 1_000_000;
export const MAX_PLY: i32 = 128;
const EVAL_LIMIT: i32 = WIN - 2 * MAX_PLY;
const INFINITE: i32 = WIN + 1;
/**
 * The endgame table keeps no distance: its results count as this many plies past the node, as
 * src/core/score.ts reads them (UNKNOWN_DISTANCE), behind every proof the search measures.
 */
const TABLE_DISTANCE: i32 = MAX_PLY;

export const movesAt: usize = memory.data(MAX_PLY * MAX_MOVES * 4, 16);
const keysAt: usize = memory.data(MAX_PLY * MAX_MOVES * 4, 16);
export const pvTable = new StaticArray<i32>(MAX_PLY * MAX_PLY);
export const pvLength = new StaticArray<i32>(MAX_PLY + 1);

// Counts of the run (a request's search of one position), as the engine's StatsCounters.
export let nodes: u64 = 0;
export let ttProbes: u64 = 0;
export let ttHits: u64 = 0;
export let cutoffs: u64 = 0;
export let evaluations: u64 = 0;
export let evalTimeMs: f64 = 0;
export const nodesPerDepth = new StaticArray<f64>(MAX_PLY + 1);
export const evaluationsPerDepth = new StaticArray<f64>(MAX_PLY + 1);
export let repetitionCount: i32 = 0;
/** Of the current iteration: moves searched shallower first, evaluations and the sum of their plies. */
export let reductions: i32 = 0;
export let iterationEvaluations: u64 = 0;
export let iterationDepthSum: u64 = 0;
export let subtreeRecursionDepth: f64 = 0;
export let rootBest: i32 = -INFINITE;
/** 0 running, 1 the node limit stopped the search, 2 the clock did. */
export let stopReason: i32 = 0;

/**
 * Whether this run reads the endgame table: not when the table loses the root. Every move is then
 * lost to perfect play, and the table would call them all alike; the search alone picks the one
 * that leaves an opponent who is not perfect the most ways to go wrong.
 */
let readsTable = false;
let nodeLimit: u64 = 0;
let nextReading: u64 = 0;
let evalSampleMask: u64 = 0;

// Move ordering (src/engine/move-ordering.ts).
const HISTORY_BITS: i32 = 16;
const HISTORY_MASK: i32 = (1 << HISTORY_BITS) - 1;
const TT_MOVE_KEY: i32 = 0x7fffffff;
const HINT_SHIFT: i32 = 16;
const KILLER_KEY: i32 = 0xffff;
const HISTORY_CAP: i32 = KILLER_KEY - 2;
const killers = new StaticArray<i32>(2 * MAX_PLY);
const history = new StaticArray<u16>(2 << HISTORY_BITS);

// Repetitions (src/engine/repetition.ts): the path, and the game's earlier positions with their filter.
export const MAX_PAST: i32 = 4096;
const pathLo = new StaticArray<i32>(MAX_PLY);
const pathHi = new StaticArray<i32>(MAX_PLY);
export const pastLo = new StaticArray<i32>(MAX_PAST);
export const pastHi = new StaticArray<i32>(MAX_PAST);
let pastCount: i32 = 0;
const FILTER_BITS: i32 = 10;
const FILTER_MASK: i32 = (1 << FILTER_BITS) - 1;
const pastFilter = new StaticArray<i32>((1 << FILTER_BITS) >> 5);

/** Starts a run: the limits, empty counts, killers and history, and the `past` earlier positions (in pastLo, pastHi). */
export function begin(limit: f64, firstInterval: i32, evalSample: i32, past: i32): void {
  nodeLimit = limit >= 1.8e19 ? u64.MAX_VALUE : u64(limit);
  readsTable = tableOn && probeEndgame() != TABLE_LOST;
  nextReading = u64(firstInterval);
  evalSampleMask = u64(evalSample - 1);
  stopReason = 0;
  nodes = ttProbes = ttHits = cutoffs = evaluations = 0;
  evalTimeMs = 0;
  memory.fill(changetype<usize>(nodesPerDepth), 0, usize(MAX_PLY + 1) << 3);
  memory.fill(changetype<usize>(evaluationsPerDepth), 0, usize(MAX_PLY + 1) << 3);
  repetitionCount = 0;
  rootBest = -INFINITE;
  memory.fill(changetype<usize>(killers), 0xff, usize(2 * MAX_PLY) << 2);
  memory.fill(changetype<usize>(history), 0, usize(2 << HISTORY_BITS) << 1);
  pastCount = past;
  memory.fill(changetype<usize>(pastFilter), 0, usize((1 << FILTER_BITS) >> 5) << 2);
  for (let i = 0; i < past; i++) {
    const lo = unchecked(pastLo[i]);
    unchecked((pastFilter[(lo & FILTER_MASK) >> 5] |= 1 << (lo & 31)));
  }
}

/** One iteration from the root, `depth` plies deep on a full window; its value (0 when stopped). */
export function iterate(depth: i32): i32 {
  iterationEvaluations = iterationDepthSum = 0;
  reductions = 0;
  return node(depth, 0, -INFINITE, INFINITE, true);
}

function stop(reason: i32): bool {
  if (stopReason == 0) stopReason = reason;
  return false;
}

function enterNode(ply: i32): bool {
  if (nodes >= nodeLimit) return stop(1);
  nodes++;
  unchecked((nodesPerDepth[ply] += 1));
  unchecked((pvLength[ply] = ply));
  subtreeRecursionDepth = ply;
  if (nodes >= nextReading) {
    const interval = readClock();
    if (interval == 0) return stop(2);
    nextReading = nodes + u64(interval);
  }
  return stopReason == 0;
}

function evaluateLeaf(ply: i32): i32 {
  const n = ++evaluations;
  unchecked((evaluationsPerDepth[ply] += 1));
  iterationEvaluations++;
  iterationDepthSum += u64(ply);
  if ((n & evalSampleMask) != 0) return evaluate();
  // Eval time is measured on one call in the sample and scaled up, as the engine does.
  const t0 = now();
  const value = evaluate();
  evalTimeMs += (now() - t0) * f64(evalSampleMask + 1);
  return value;
}

function updatePv(ply: i32, move: i32): void {
  const row = ply * MAX_PLY;
  const childRow = (ply + 1) * MAX_PLY;
  const childEnd = unchecked(pvLength[ply + 1]);
  unchecked((pvTable[row + ply] = move));
  for (let i = ply + 1; i < childEnd; i++) unchecked((pvTable[row + i] = pvTable[childRow + i]));
  unchecked((pvLength[ply] = max(childEnd, ply + 1)));
}

function repeats(lo: i32, hi: i32, ply: i32): bool {
  for (let p = ply - 2; p >= 0; p -= 2) {
    if (unchecked(pathLo[p]) == lo && unchecked(pathHi[p]) == hi) return found();
  }
  if ((unchecked(pastFilter[(lo & FILTER_MASK) >> 5]) & (1 << (lo & 31))) == 0) return false;
  for (let i = 0; i < pastCount; i++) {
    if (unchecked(pastLo[i]) == lo && unchecked(pastHi[i]) == hi) return found();
  }
  return false;
}

function found(): bool {
  repetitionCount++;
  return true;
}

const GAPS: StaticArray<i32> = [701, 301, 132, 57, 23, 10, 4, 1];

/** src/engine/move-sort.ts's Shell sort: the same order of equal keys, and with it the same node counts. */
function sortMovesByScore(moves: usize, scores: usize, n: i32): void {
  for (let g = 0; g < 8; g++) {
    const gap = unchecked(GAPS[g]);
    if (gap >= n) continue;
    const stride = usize(gap) << 2;
    for (let i = gap; i < n; i++) {
      const at = usize(i) << 2;
      const m = load<i32>(moves + at);
      const s = load<i32>(scores + at);
      let j = at;
      while (j >= stride && load<i32>(scores + j - stride) < s) {
        store<i32>(moves + j, load<i32>(moves + j - stride));
        store<i32>(scores + j, load<i32>(scores + j - stride));
        j -= stride;
      }
      store<i32>(moves + j, m);
      store<i32>(scores + j, s);
    }
  }
}

function order(ply: i32, tableMove: i32): i32 {
  const moves = movesAt + ((usize(ply) * MAX_MOVES) << 2);
  const keys = keysAt + ((usize(ply) * MAX_MOVES) << 2);
  const n = generateMoves(moves, true);
  const k0 = unchecked(killers[2 * ply]);
  const k1 = unchecked(killers[2 * ply + 1]);
  const historyBase = toMove << HISTORY_BITS;
  for (let i = 0; i < n; i++) {
    const m = load<i32>(moves + (usize(i) << 2));
    let key: i32;
    if (m == tableMove) key = TT_MOVE_KEY;
    else {
      const tieBreak = m == k0 ? KILLER_KEY : m == k1 ? KILLER_KEY - 1 : i32(unchecked(history[historyBase + (m & HISTORY_MASK)]));
      key = (orderHint(m) << HINT_SHIFT) + tieBreak;
    }
    store<i32>(keys + (usize(i) << 2), key);
  }
  if (n > 1) sortMovesByScore(moves, keys, n);
  return n;
}

function rewardCutoff(ply: i32, move: i32, depth: i32): void {
  if (unchecked(killers[2 * ply]) != move) {
    unchecked((killers[2 * ply + 1] = killers[2 * ply]));
    unchecked((killers[2 * ply] = move));
  }
  const i = (toMove << HISTORY_BITS) + (move & HISTORY_MASK);
  const v = i32(unchecked(history[i])) + depth * depth;
  if (v <= HISTORY_CAP) unchecked((history[i] = u16(v)));
  else {
    for (let j = 0; j < 2 << HISTORY_BITS; j++) unchecked((history[j] = history[j] >> 1));
    unchecked((history[i] = u16(v >> 1)));
  }
}

/** Late-move reduction of the i-th move at ply: never at the root, the table's move or a killer. */
function reduction(depth: i32, ply: i32, i: i32): i32 {
  if (ply == 0) return 0;
  const key = load<i32>(keysAt + ((usize(ply * MAX_MOVES + i)) << 2));
  if (key == TT_MOVE_KEY || (key & KILLER_KEY) >= KILLER_KEY - 1) return 0;
  const r = min(gameReduction(depth, i, key >> HINT_SHIFT), depth - 1);
  if (r > 0) reductions++;
  return r;
}

function toTable(score: i32, ply: i32): i32 {
  if (score > EVAL_LIMIT) return score + ply;
  if (score < -EVAL_LIMIT) return score - ply;
  return score;
}

function fromTable(score: i32, ply: i32): i32 {
  if (score > EVAL_LIMIT) return score - ply;
  if (score < -EVAL_LIMIT) return score + ply;
  return score;
}

function node(depth: i32, ply: i32, alpha: i32, beta: i32, isPv: bool): i32 {
  if (!enterNode(ply)) return 0;
  const result = outcome();
  if (result != ONGOING) return result == WON ? WIN - ply : result == LOSS ? -(WIN - ply) : 0;
  const lo = hashLo;
  const hi = hashHi;
  if (ply > 0) {
    if (repeats(lo, hi, ply)) return 0;
    const decided = decidedIn();
    if (decided != 0) return decided > 0 ? WIN - ply - decided : -(WIN - ply + decided);
    if (readsTable) {
      const known = probeEndgame();
      if (known != TABLE_UNKNOWN) return known == TABLE_WON ? WIN - ply - TABLE_DISTANCE : -(WIN - ply - TABLE_DISTANCE);
    }
  }
  if (depth <= 0 || ply >= MAX_PLY - 1) return evaluateLeaf(ply);

  // Mate-distance bounds: nothing here is decided sooner than the next ply.
  if (alpha < -(WIN - ply - 1)) alpha = -(WIN - ply - 1);
  if (beta > WIN - ply - 1) beta = WIN - ply - 1;
  if (alpha >= beta) return alpha;

  ttProbes++;
  let tableMove = -1;
  if (probeTable(lo, hi)) {
    ttHits++;
    tableMove = ttMove;
    if (!isPv && ttDepth >= depth) {
      const stored = fromTable(ttScore, ply);
      const bound = ttBound;
      if (bound == EXACT || (bound == LOWER && stored >= beta) || (bound == UPPER && stored <= alpha)) return stored;
    }
  }

  const n = order(ply, tableMove);
  const moves = movesAt + ((usize(ply) * MAX_MOVES) << 2);
  unchecked((pathLo[ply] = lo));
  unchecked((pathHi[ply] = hi));
  const repetitionsBefore = repetitionCount;
  const alphaBefore = alpha;
  let best = -INFINITE;
  let bestMove = load<i32>(moves);
  let recursionDepthSum: f64 = 0;
  let searched = 0;
  for (let i = 0; i < n; i++) {
    const m = load<i32>(moves + (usize(i) << 2));
    play(m);
    let v: i32;
    if (i == 0) {
      v = -node(depth - 1, ply + 1, -beta, -alpha, isPv);
    } else {
      const r = reduction(depth, ply, i);
      v = -node(depth - 1 - r, ply + 1, -alpha - 1, -alpha, false);
      if (r > 0 && v > alpha && stopReason == 0) v = -node(depth - 1, ply + 1, -alpha - 1, -alpha, false);
      if (v > alpha && v < beta && stopReason == 0) v = -node(depth - 1, ply + 1, -beta, -alpha, true);
    }
    undo(m);
    if (stopReason != 0) return 0;
    recursionDepthSum += subtreeRecursionDepth;
    searched++;
    if (v > best) {
      best = v;
      bestMove = m;
      if (v > alpha) {
        alpha = v;
        updatePv(ply, m);
        if (ply == 0) rootBest = v;
        if (alpha >= beta) {
          cutoffs++;
          rewardCutoff(ply, m, depth);
          break;
        }
      }
    }
  }
  subtreeRecursionDepth = recursionDepthSum / f64(searched);
  // A value that leaned on a repetition holds only for this path: keep the move, not the value.
  const bound = repetitionCount != repetitionsBefore ? NONE : best >= beta ? LOWER : best > alphaBefore ? EXACT : UPPER;
  storeEntry(lo, hi, bestMove, toTable(best, ply), depth, bound);
  return best;
}
