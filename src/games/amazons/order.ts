import type { QueensView } from './board.js';
import { fillOrderTables, moveHint } from './kernel.js';

/**
 * Static move ordering: the kernel (assembly/order.ts, where the features and their weights are
 * described) fills three square tables once a node, from the queen distances it has just made,
 * and a move's hint is their sum plus two adjacency corrections. The tables are kept for the last
 * position seen, which the hash and size name.
 */
let tableLo = 0;
let tableHi = 0;
let tableSize = 0;

export function orderHint(state: QueensView, move: number): number {
  if (state.hashLo !== tableLo || state.hashHi !== tableHi || state.size !== tableSize) {
    tableLo = state.hashLo;
    tableHi = state.hashHi;
    tableSize = state.size;
    fillOrderTables(state, state.toMove);
  }
  return moveHint(move);
}
