import { wasmKernel, type KernelImports } from '../wasm-kernel.js';
import { CELLS } from './bitboard.js';

/**
 * The exports of the WebAssembly kernel (assembly/index.ts, built by scripts/build-wasm.mjs).
 * Bitboards cross the boundary as 32-bit halves so that no BigInt is needed.
 */
interface KernelExports {
  newSearch(): void;
  solve(mineLo: number, mineHi: number, maskLo: number, maskHi: number, weak: boolean, known: number, maxNodes: number): number;
  estimate(mineLo: number, mineHi: number, maskLo: number, maskHi: number, depth: number, maxNodes: number): number;
  tableMove(mineLo: number, mineHi: number, maskLo: number, maskHi: number): number;
  estimateLine(i: number): number;
  estimateValue(): number;
  evaluation(mineLo: number, mineHi: number, maskLo: number, maskHi: number): number;
  wasStopped(): boolean;
  bestColumn(): number;
  nodeCount(): number;
  nodesAtPlyAddress(): number;
  tableProbes(): number;
  tableHits(): number;
  cutoffCount(): number;
  evaluationCount(): number;
  evaluationsAtPlyAddress(): number;
  recursionDepth(): number;
  bookClear(stones: number): void;
  bookAdd(keyLo: number, keyHi: number, value: number): boolean;
  bookEntries(): number;
  bookPly(): number;
  bookUse(on: boolean): void;
  bookHitCount(): number;
  bookLookup(keyLo: number, keyHi: number): number;
  memory: { buffer: ArrayBuffer };
}

export interface Kernel extends KernelExports {
  /** Called every 4096 nodes during a search; true stops it. */
  expired: () => boolean;
  /** The last search's nodes by distance from its root, in the kernel's memory. */
  nodesAtPly: Uint32Array;
  /** The last search's evaluations by distance from its root. */
  evaluationsAtPly: Uint32Array;
}

/** What bookLookup answers for a position the database does not hold (assembly/book.ts). */
export const BOOK_MISSING = 2;

/** The kernel, through the games' one loader (prepare.ts loads its tables when a worker warms it). */
export const connect4Wasm = wasmKernel({
  name: 'Connect 4',
  file: new URL('./assembly/kernel.wasm', import.meta.url),
  make(instantiate: (imports: KernelImports) => KernelExports): Kernel {
    const holder = { expired: () => false };
    const exports = instantiate({ env: { expired: () => holder.expired() } });
    // The kernel allocates nothing after it starts, so its memory never grows and the views stay valid.
    const perPly = (address: number) => new Uint32Array(exports.memory.buffer, address, CELLS + 1);
    return Object.assign(holder, exports, { nodesAtPly: perPly(exports.nodesAtPlyAddress()), evaluationsAtPly: perPly(exports.evaluationsAtPlyAddress()) });
  },
});

/**
 * The thread's one kernel instance, built on first use: its table is 100 MB, so a thread that
 * never searches Connect 4 never pays for it.
 */
export function connect4Kernel(): Kernel {
  return connect4Wasm.instance();
}
