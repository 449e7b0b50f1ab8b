import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The exports of the WebAssembly kernel (assembly/index.ts, built by scripts/build-wasm.mjs).
 * Bitboards cross the boundary as 32-bit halves so that no BigInt is needed.
 */
interface KernelExports {
  newSearch(): void;
  solve(mineLo: number, mineHi: number, maskLo: number, maskHi: number, weak: boolean, maxNodes: number): number;
  estimate(mineLo: number, mineHi: number, maskLo: number, maskHi: number, depth: number, maxNodes: number): number;
  tableMove(mineLo: number, mineHi: number, maskLo: number, maskHi: number): number;
  estimateLine(i: number): number;
  estimateValue(): number;
  evaluation(mineLo: number, mineHi: number, maskLo: number, maskHi: number): number;
  wasStopped(): boolean;
  bestColumn(): number;
  nodeCount(): number;
  nodesAtPly(ply: number): number;
  tableProbes(): number;
  tableHits(): number;
  cutoffCount(): number;
  evaluationCount(): number;
  evaluationsAtPly(ply: number): number;
  recursionDepth(): number;
  bookClear(stones: number): void;
  bookAdd(keyLo: number, keyHi: number, value: number): boolean;
  bookEntries(): number;
  bookPly(): number;
  bookUse(on: boolean): void;
  bookHitCount(): number;
  bookLookup(keyLo: number, keyHi: number): number;
}

export interface Kernel extends KernelExports {
  /** Called every 4096 nodes during a search; true stops it. */
  expired: () => boolean;
}

/** What bookLookup answers for a position the database does not hold (assembly/book.ts). */
export const BOOK_MISSING = 2;

/** Where scripts/build-wasm.mjs puts the kernel: beside this file, in src/ and in dist/. */
export const KERNEL_FILE = new URL('./assembly/kernel.wasm', import.meta.url);

/** The kernel was never built: ENOENT, so that the service's start names it in one line (startup-failure.ts). */
export class KernelMissing extends Error {
  readonly code = 'ENOENT';

  constructor(file: URL) {
    const path = fileURLToPath(file);
    const build = path.includes(`${sep}dist${sep}`) ? 'npm run build' : 'node scripts/build-wasm.mjs';
    super(`the Connect 4 kernel ${relative(process.cwd(), path)} is missing; build it with \`${build}\``);
  }
}

let compiled: WebAssembly.Module | undefined;

/** The kernel's compiled module, read once per thread; KernelMissing when the file is not there. */
export function kernelModule(file: URL = KERNEL_FILE): WebAssembly.Module {
  if (file === KERNEL_FILE && compiled !== undefined) return compiled;
  const module = new WebAssembly.Module(kernelBytes(file));
  if (file === KERNEL_FILE) compiled = module;
  return module;
}

function kernelBytes(file: URL) {
  try {
    return readFileSync(file);
  } catch (error) {
    throw error instanceof Error && 'code' in error && error.code === 'ENOENT' ? new KernelMissing(file) : error;
  }
}

let kernel: Kernel | undefined;

/**
 * The thread's one kernel instance, built on first use: its table is 100 MB, so a thread that
 * never searches Connect 4 never pays for it.
 */
export function connect4Kernel(): Kernel {
  if (kernel !== undefined) return kernel;
  const module = kernelModule();
  const holder = { expired: () => false };
  const instance = new WebAssembly.Instance(module, { env: { expired: () => holder.expired() } });
  // The module's exports are typed by the AssemblyScript source, which the compiler cannot see.
  kernel = Object.assign(holder, instance.exports as unknown as KernelExports);
  return kernel;
}
