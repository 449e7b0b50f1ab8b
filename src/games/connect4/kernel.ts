import { readFileSync } from 'node:fs';

/**
 * The exports of the WebAssembly solver (assembly/solver.ts, built by scripts/build-wasm.mjs).
 * Bitboards cross the boundary as 32-bit halves so that no BigInt is needed.
 */
interface SolverExports {
  newSearch(): void;
  solve(mineLo: number, mineHi: number, maskLo: number, maskHi: number, weak: boolean, maxNodes: number): number;
  bestColumn(): number;
  nodeCount(): number;
  nodesAtPly(ply: number): number;
  tableProbes(): number;
  tableHits(): number;
  cutoffCount(): number;
  tableMove(mineLo: number, mineHi: number, maskLo: number, maskHi: number): number;
}

/** What the kernel's solve answers when the clock, the cancel flag or the node limit stopped it. */
export const STOPPED = 1000;

export interface Kernel extends SolverExports {
  /** Called every few thousand nodes during solve(); true stops the search. */
  expired: () => boolean;
}

let kernel: Kernel | undefined;

/**
 * The thread's one solver instance, built on first use: its table is 100 MB, so a thread that
 * never solves Connect 4 never pays for it.
 */
export function connect4Kernel(): Kernel {
  if (kernel !== undefined) return kernel;
  const module = new WebAssembly.Module(readFileSync(new URL('./assembly/solver.wasm', import.meta.url)));
  const holder = { expired: () => false };
  const instance = new WebAssembly.Instance(module, { env: { expired: () => holder.expired() } });
  // The module's exports are typed by the AssemblyScript source, which the compiler cannot see.
  const exports = instance.exports as unknown as SolverExports;
  kernel = Object.assign(holder, exports);
  return kernel;
}
