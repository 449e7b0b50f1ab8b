import { CELLS, QUEENS_PER_SIDE } from './board.js';
import { wasmKernel, type KernelImports } from '../wasm-kernel.js';

/**
 * The Amazons kernel (assembly/, WebAssembly built by scripts/build-wasm.mjs): distance maps
 * (Lieberum's D1 by queen moves and D2 by king moves) by bitboard flood fill, where each distance's
 * squares come from the previous distance's in a few dozen 128-bit shifts for the whole board
 * instead of a breadth-first search walking every ray of every square, and the territory
 * evaluation's per-square sums over them, and the move ordering's tables (docs/speed.md has the
 * figures).
 */

/** Distance of a square no queen of the side can reach. */
export const FAR = 99;

/** What the kernel reads of a position: the padded board and the eight queen squares (red's first). */
export interface Placement {
  readonly board: Uint8Array;
  readonly queens: Int32Array;
}

interface KernelExports {
  memory: { buffer: ArrayBuffer };
  boardAddress(): number;
  queensAddress(): number;
  mapsAddress(): number;
  mobilityAddress(): number;
  sumsAddress(): number;
  orderTables(me: number): void;
  moveHint(move: number): number;
  allMaps(me: number): void;
  territory(me: number, kappa: number): number;
}

/** Views of the kernel's memory, which never grows, so they stay valid. */
interface Maps {
  queenMe: Uint8Array;
  queenOp: Uint8Array;
  kingMe: Uint8Array;
  kingOp: Uint8Array;
  /** Squares each queen (by slot, as Placement.queens) reaches in one move. */
  mobility: Int32Array;
}

/** The kernel, through the games' one loader: a few kilobytes that allocate nothing. */
export const amazonsWasm = wasmKernel({
  name: 'Amazons',
  file: new URL('./assembly/kernel.wasm', import.meta.url),
  make: (instantiate: (imports: KernelImports) => KernelExports) => bind(instantiate({})),
});

/*
 * Bound when the thread's instance is made, which every fill below does first: the maps and sums
 * are read, and moveHint called, only after a fill.
 */
let kernel: KernelExports;
let board: Uint8Array;
let queens: Int32Array;

/**
 * The maps of the last position given, by mailbox square, from the view of the side `me` it was
 * given with: FAR where a side never reaches, 0 on its queens.
 */
export let maps: Maps;

/** The territory's sums t1, t2, c1 (not yet doubled), c2 and w, as evaluate.ts defines them, at these indices. */
export const T1 = 0;
export const T2 = 1;
export const C1 = 2;
export const C2 = 3;
export const W = 4;
export let sums: Float64Array;

/** A move's hint (0..511) from the tables last filled. */
export let moveHint: (move: number) => number;

function bind(exports: KernelExports): KernelExports {
  kernel = exports;
  const buffer = exports.memory.buffer;
  const mapsAt = exports.mapsAddress();
  board = new Uint8Array(buffer, exports.boardAddress(), CELLS);
  queens = new Int32Array(buffer, exports.queensAddress(), 2 * QUEENS_PER_SIDE);
  maps = {
    queenMe: new Uint8Array(buffer, mapsAt, CELLS),
    queenOp: new Uint8Array(buffer, mapsAt + CELLS, CELLS),
    kingMe: new Uint8Array(buffer, mapsAt + 2 * CELLS, CELLS),
    kingOp: new Uint8Array(buffer, mapsAt + 3 * CELLS, CELLS),
    mobility: new Int32Array(buffer, exports.mobilityAddress(), 2 * QUEENS_PER_SIDE),
  };
  sums = new Float64Array(buffer, exports.sumsAddress(), 5);
  moveHint = exports.moveHint;
  return exports;
}

function give(position: Placement): void {
  amazonsWasm.instance();
  board.set(position.board);
  queens.set(position.queens);
}

/** Fills maps.queenMe and maps.queenOp and, from them, the move ordering's tables for the side `me` to move, which moveHint reads. */
export function fillOrderTables(position: Placement, me: number): void {
  give(position);
  kernel.orderTables(me);
}

/** Fills every map and the mobilities. */
export function fillAllMaps(position: Placement, me: number): void {
  give(position);
  kernel.allMaps(me);
}

/**
 * Fills every map, the mobilities and the territory's sums (a tie counting kappa), unless no
 * king-connected region of empty and queen squares holds queens of both sides: then it returns
 * false and writes nothing (regions.ts decides those).
 */
export function fillTerritory(position: Placement, me: number, kappa: number): boolean {
  give(position);
  return kernel.territory(me, kappa) !== 0;
}
