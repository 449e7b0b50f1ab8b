// Connect 4 exact solver, compiled by AssemblyScript to WebAssembly (scripts/build-wasm.mjs) for
// its native 64-bit integers: the whole 7x6 board fits one word per bitboard, which TypeScript's
// 32-bit bit operators cannot give. The design is Pascal Pons' published solver (his blog's
// "Solving Connect 4" steps): null-window negamax bisecting the score range, only moves that do not
// lose at once, a window clamped to what the number of empty cells still allows, moves ordered by
// the winning cells they create, and a transposition table keyed by the exact position. It adds the
// best move to each table entry, tried first when the position is searched again (Pons has none).
//
// Scores are Pons': 0 a draw; a win leaving e empty cells before the winning stone is (e + 1) / 2
// for the side to move, a loss the negation of the winner's. They depend only on the empty cells,
// so unbalanced boards (the course allows them) are scored alike.

const WIDTH: i32 = 7;
const HEIGHT: i32 = 6;
const CELLS: i32 = WIDTH * HEIGHT;
/** Bit col * 7 + row; row 6 of every column is an always-empty sentinel. */
const STRIDE: i32 = HEIGHT + 1;
const BOTTOM: u64 = 0x0040810204081; // bit col * 7 for every column
const BOARD: u64 = BOTTOM * 0x3f; // the 42 playing cells
/** What solve() answers when the clock, the cancel flag or the node limit stopped it. */
const STOPPED: i32 = 1000;

// @ts-ignore: decorator
@external("env", "expired")
declare function expired(): bool;

// ---- bitboards: `mine` is the side to move's stones, `mask` every stone ----

// @ts-ignore: decorator
@inline function column(move: u64): i32 {
  return i32(ctz<u64>(move)) / STRIDE;
}

/** Empty cells (playable or not) where the stones `mine` would complete four in a line. */
function winningCells(mine: u64, mask: u64): u64 {
  let r = (mine << 1) & (mine << 2) & (mine << 3);
  for (let i = 0; i < 3; i++) {
    const d: u64 = i == 0 ? STRIDE : i == 1 ? STRIDE - 1 : STRIDE + 1;
    let p = (mine << d) & (mine << (2 * d));
    r |= p & (mine << (3 * d));
    r |= p & (mine >> d);
    p = (mine >> d) & (mine >> (2 * d));
    r |= p & (mine << d);
    r |= p & (mine >> (3 * d));
  }
  return r & (BOARD ^ mask);
}

// @ts-ignore: decorator
@inline function playable(mask: u64): u64 {
  return (mask + BOTTOM) & BOARD;
}

/**
 * The moves that do not let the opponent win next: a forced block when the opponent has one
 * playable winning cell, none when it has two, and never the cell under an opponent's winning cell.
 */
function nonLosingMoves(mine: u64, mask: u64): u64 {
  let moves = playable(mask);
  const theirs = winningCells(mine ^ mask, mask);
  const forced = moves & theirs;
  if (forced != 0) {
    if ((forced & (forced - 1)) != 0) return 0;
    moves = forced;
  }
  return moves & ~(theirs >> 1);
}

// ---- transposition table: a prime number of entries, so that the index and the low 32 bits of
// the 49-bit key identify the position exactly ----

const ENTRIES: u64 = 16777259; // the first prime above 2^24
const keys = new StaticArray<u32>(i32(ENTRIES));
/** Bits 0-6 the bound, 7-9 the best move's column + 1 (0: none), 10-15 the generation. */
const entries = new StaticArray<u16>(i32(ENTRIES));
const LOWER: i32 = 64;
const OFFSET: i32 = 32;
let generation: u32 = 1;

/** Forgets every entry in O(1); the 6-bit generation wraps into a real wipe once in 63 calls. */
export function newSearch(): void {
  generation++;
  if (generation == 64) {
    memory.fill(changetype<usize>(entries), 0, usize(ENTRIES) << 1);
    generation = 1;
  }
}

let foundBound: i32 = 0; // 0: no entry, else OFFSET + score, plus LOWER for a lower bound
let foundMove: i32 = -1;

let probes: u64 = 0;
let hits: u64 = 0;

function probe(key: u64): void {
  probes++;
  const i = i32(key % ENTRIES);
  const e = u32(unchecked(entries[i]));
  if (unchecked(keys[i]) == u32(key) && e >> 10 == generation) {
    hits++;
    foundBound = i32(e & 0x7f);
    foundMove = i32((e >> 7) & 7) - 1;
  } else {
    foundBound = 0;
    foundMove = -1;
  }
}

function store(key: u64, bound: i32, move: i32): void {
  const i = i32(key % ENTRIES);
  unchecked((keys[i] = u32(key)));
  unchecked((entries[i] = u16((generation << 10) | (u32(move + 1) << 7) | u32(bound))));
}

// ---- search ----

let nodes: u64 = 0;
let cutoffs: u64 = 0;
/** Nodes by distance from the root. */
const plyNodes = new StaticArray<u32>(CELLS + 1);
let nodeLimit: u64 = 0;
let stopped = false;
let rootStones: i32 = 0;
let rootBest: i32 = -1;
/** Moves and their order scores, 7 slots per ply. */
const moveStack = new StaticArray<u64>(WIDTH * (CELLS + 1));
const scoreStack = new StaticArray<i32>(WIDTH * (CELLS + 1));
/** Columns from the centre out: the tie-break of the move order. */
const CENTRE_FIRST: StaticArray<i32> = [3, 2, 4, 1, 5, 0, 6];

function negamax(mine: u64, mask: u64, stones: i32, alpha: i32, beta: i32): i32 {
  if (nodes == nodeLimit || ((nodes & 4095) == 0 && expired())) stopped = true;
  if (stopped) return 0;
  nodes++;
  unchecked(plyNodes[stones - rootStones]++);
  const moves = nonLosingMoves(mine, mask);
  if (moves == 0) return -(CELLS - stones) / 2;
  if (stones >= CELLS - 2) return 0;
  // No win in one (the parent never plays into it) and no loss in two (just checked).
  const low = -(CELLS - 2 - stones) / 2;
  if (alpha < low) {
    alpha = low;
    if (alpha >= beta) return alpha;
  }
  const high = (CELLS - 1 - stones) / 2;
  if (beta > high) {
    beta = high;
    if (alpha >= beta) return beta;
  }
  const key = mine + mask;
  probe(key);
  const hashMove = foundMove;
  if (foundBound >= LOWER) {
    const bound = foundBound - LOWER - OFFSET;
    if (alpha < bound) {
      alpha = bound;
      if (alpha >= beta) return alpha;
    }
  } else if (foundBound != 0) {
    const bound = foundBound - OFFSET;
    if (beta > bound) {
      beta = bound;
      if (alpha >= beta) return beta;
    }
  }

  // Insertion sort, best first; ties keep the centre-first order, the table's move leads.
  const base = (stones - rootStones) * WIDTH;
  let n = 0;
  for (let i = 0; i < WIDTH; i++) {
    const col = unchecked(CENTRE_FIRST[i]);
    const move = moves & (u64(0x3f) << u64(col * STRIDE));
    if (move == 0) continue;
    const score = col == hashMove ? 1000 : i32(popcnt<u64>(winningCells(mine | move, mask)));
    let j = n++;
    while (j > 0 && unchecked(scoreStack[base + j - 1]) < score) {
      unchecked((moveStack[base + j] = moveStack[base + j - 1]));
      unchecked((scoreStack[base + j] = scoreStack[base + j - 1]));
      j--;
    }
    unchecked((moveStack[base + j] = move));
    unchecked((scoreStack[base + j] = score));
  }

  // Below alpha, the move that held out best is remembered for the principal variation.
  let best = -1;
  let bestScore = -CELLS;
  for (let i = 0; i < n; i++) {
    const move = unchecked(moveStack[base + i]);
    const score = -negamax(mine ^ mask, mask | move, stones + 1, -beta, -alpha);
    if (stopped) return 0;
    if (score >= beta) {
      cutoffs++;
      store(key, OFFSET + LOWER + score, column(move));
      if (stones == rootStones) rootBest = column(move);
      return score;
    }
    if (score > alpha) alpha = score;
    if (score > bestScore) {
      bestScore = score;
      best = column(move);
    }
  }
  store(key, OFFSET + alpha, best);
  return alpha;
}

/**
 * The position's exact score (or -1/0/1 when `weak`), or STOPPED. `mine` and `mask` come as 32-bit
 * halves so that the JavaScript side needs no BigInt. The best move is bestColumn() afterwards.
 */
export function solve(mineLo: u32, mineHi: u32, maskLo: u32, maskHi: u32, weak: bool, maxNodes: f64): i32 {
  const mine = (u64(mineHi) << 32) | u64(mineLo);
  const mask = (u64(maskHi) << 32) | u64(maskLo);
  const stones = i32(popcnt<u64>(mask));
  nodes = probes = hits = cutoffs = 0;
  memory.fill(changetype<usize>(plyNodes), 0, usize(CELLS + 1) << 2);
  nodeLimit = u64(maxNodes);
  stopped = false;
  rootStones = stones;
  rootBest = -1;
  const wins = winningCells(mine, mask) & playable(mask);
  if (wins != 0) {
    rootBest = column(wins & (0 - wins));
    return (CELLS + 1 - stones) / 2;
  }
  let low = weak ? -1 : -(CELLS - stones) / 2;
  let high = weak ? 1 : (CELLS + 1 - stones) / 2;
  while (low < high) {
    // Probe near zero first, where most scores are, halving towards the ends.
    let probe = low + (high - low) / 2;
    if (probe <= 0 && low / 2 < probe) probe = low / 2;
    else if (probe >= 0 && high / 2 > probe) probe = high / 2;
    const r = negamax(mine, mask, stones, probe, probe + 1);
    if (stopped) return STOPPED;
    if (r <= probe) high = r;
    else low = r;
  }
  if (rootBest < 0) rootBest = firstMove(mine, mask);
  return low;
}

/** A root that no probe lifted loses as fast as possible whatever it plays: any move will do. */
function firstMove(mine: u64, mask: u64): i32 {
  const safe = nonLosingMoves(mine, mask);
  const moves = safe != 0 ? safe : playable(mask);
  for (let i = 0; i < WIDTH; i++) {
    const col = unchecked(CENTRE_FIRST[i]);
    if ((moves & (u64(0x3f) << u64(col * STRIDE))) != 0) return col;
  }
  return -1;
}

export function bestColumn(): i32 {
  return rootBest;
}

// The last solve's statistics, as f64 so that JavaScript reads plain numbers.
export function nodeCount(): f64 {
  return f64(nodes);
}

export function nodesAtPly(ply: i32): f64 {
  return f64(unchecked(plyNodes[ply]));
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

/**
 * The table's best move for a position, or -1: the principal variation is read from the table
 * after a solve, not searched again.
 */
export function tableMove(mineLo: u32, mineHi: u32, maskLo: u32, maskHi: u32): i32 {
  probe(((u64(mineHi) << 32) | u64(mineLo)) + ((u64(maskHi) << 32) | u64(maskLo)));
  return foundMove;
}
