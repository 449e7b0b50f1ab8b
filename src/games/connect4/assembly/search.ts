// What the exact solve and the heuristic estimate share: the counters, the limits, and the order
// in which a node tries its moves.
import { CELLS, WIDTH, columnCells, winningCells } from './bitboard';
import { resetCounters } from './table';

// @ts-ignore: decorator
@external("env", "expired")
declare function expired(): bool;

export let nodes: u64 = 0;
export let cutoffs: u64 = 0;
export let evaluations: u64 = 0;
/** Nodes and evaluations by distance from the root. */
export const plyNodes = new StaticArray<u32>(CELLS + 1);
export const plyEvaluations = new StaticArray<u32>(CELLS + 1);
/**
 * Average recursion depth of the subtree just searched, handed from child to parent: every node
 * enters as a leaf at its own ply, and one that searches children takes their mean.
 */
export let ard: f64 = 0;
export let stopped = false;
export let rootStones: i32 = 0;
/** The root's best move in the search just run. */
export let rootBest: i32 = -1;
let nodeLimit: u64 = 0;

export function begin(stones: i32, maxNodes: f64): void {
  nodes = cutoffs = evaluations = 0;
  resetCounters();
  memory.fill(changetype<usize>(plyNodes), 0, usize(CELLS + 1) << 2);
  memory.fill(changetype<usize>(plyEvaluations), 0, usize(CELLS + 1) << 2);
  nodeLimit = u64(maxNodes);
  stopped = false;
  rootStones = stones;
  rootBest = -1;
}

/** Counts a node and reads the limits (the clock every 4096 nodes); false once the search must unwind. */
export function enter(stones: i32): bool {
  if (nodes == nodeLimit || ((nodes & 4095) == 0 && expired())) stopped = true;
  if (stopped) return false;
  nodes++;
  unchecked(plyNodes[stones - rootStones]++);
  ard = f64(stones - rootStones);
  return true;
}

/** Columns from the centre out: the tie-break of the move order. */
const CENTRE_FIRST: StaticArray<i32> = [3, 2, 4, 1, 5, 0, 6];
/** Moves and their order scores, WIDTH slots per ply. */
export const moveStack = new StaticArray<u64>(WIDTH * (CELLS + 1));
const scoreStack = new StaticArray<i32>(WIDTH * (CELLS + 1));

/**
 * Writes `moves` into moveStack from `base`, best first: the table's move, then the more winning
 * cells a move creates the earlier (Pons' order), the centre breaking ties. Returns the count.
 */
export function orderMoves(mine: u64, mask: u64, moves: u64, base: i32, tableMove: i32): i32 {
  let n = 0;
  for (let i = 0; i < WIDTH; i++) {
    const col = unchecked(CENTRE_FIRST[i]);
    const move = moves & columnCells(col);
    if (move == 0) continue;
    const score = col == tableMove ? 1000 : i32(popcnt<u64>(winningCells(mine | move, mask)));
    let j = n++;
    while (j > 0 && unchecked(scoreStack[base + j - 1]) < score) {
      unchecked((moveStack[base + j] = moveStack[base + j - 1]));
      unchecked((scoreStack[base + j] = scoreStack[base + j - 1]));
      j--;
    }
    unchecked((moveStack[base + j] = move));
    unchecked((scoreStack[base + j] = score));
  }
  return n;
}

/** The first of `moves` in the centre-first order, or -1. */
export function firstColumn(moves: u64): i32 {
  for (let i = 0; i < WIDTH; i++) {
    const col = unchecked(CENTRE_FIRST[i]);
    if ((moves & columnCells(col)) != 0) return col;
  }
  return -1;
}

/** Marks move `col` as the root's best when the node at `stones` is the root. */
export function noteBest(stones: i32, col: i32): void {
  if (stones == rootStones) rootBest = col;
}

export function countCutoff(): void {
  cutoffs++;
}

export function countEvaluation(stones: i32): void {
  evaluations++;
  unchecked(plyEvaluations[stones - rootStones]++);
}

export function setArd(value: f64): void {
  ard = value;
}
