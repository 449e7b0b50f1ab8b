import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one loader of the games' WebAssembly kernels (built by scripts/build-wasm.mjs beside their
 * sources, and copied to dist/ by the build). Every kernel goes through it the same way: compiled
 * on first use in each thread, so that a thread that never plays a game pays nothing for it;
 * checked by the service's start (service/listen.ts) and warmed by each search worker before its
 * first search (analysis/engines.ts), so that no request's clock pays for it either.
 */

/** A kernel that was never built: ENOENT, so that the service's start says it in one line (service/startup-failure.ts). */
export class KernelMissing extends Error {
  readonly code = 'ENOENT';

  constructor(name: string, file: URL) {
    const path = fileURLToPath(file);
    // The compiled service reads dist/, which only the build fills; the sources read src/.
    const build = path.includes(`${sep}dist${sep}`) ? 'npm run build' : 'node scripts/build-wasm.mjs';
    super(`the ${name} kernel ${relative(process.cwd(), path)} is missing; build it with \`${build}\``);
  }
}

/** What a module is instantiated with (the functions it imports), as WebAssembly.Instance takes it. */
export type KernelImports = ConstructorParameters<typeof WebAssembly.Instance>[1];

/** One game's kernel in this thread. */
export interface WasmKernel<T> {
  /** The game's name, as the missing kernel's message gives it. */
  readonly name: string;
  readonly file: URL;
  /** The compiled module, read once per thread: KernelMissing when the file is not there. The service's start calls it for every kernel. */
  module(): WebAssembly.Module;
  /** The thread's one instance, made on first use. */
  instance(): T;
  /** Makes the instance, and loads what the game keeps in it, before the thread's first search. */
  warm(): void;
}

export interface KernelSpec<E, T> {
  name: string;
  file: URL;
  /**
   * Instantiates the module with the imports it needs and wraps its exports, typed `E` by hand
   * from the AssemblyScript source, in what the game calls.
   */
  make(instantiate: (imports: KernelImports) => E): T;
}

export function wasmKernel<E, T>(spec: KernelSpec<E, T>): WasmKernel<T> {
  let compiled: WebAssembly.Module | undefined;
  let made: T | undefined;
  const module = () => (compiled ??= new WebAssembly.Module(kernelBytes(spec.name, spec.file)));
  const instance = () =>
    // WebAssembly's types know nothing of a module's exports: the spec names them by hand.
    (made ??= spec.make((imports) => new WebAssembly.Instance(module(), imports).exports as unknown as E));
  return {
    name: spec.name,
    file: spec.file,
    module,
    instance,
    warm: () => void instance(),
  };
}

function kernelBytes(name: string, file: URL) {
  try {
    return readFileSync(file);
  } catch (error) {
    throw error instanceof Error && 'code' in error && error.code === 'ENOENT' ? new KernelMissing(name, file) : error;
  }
}

/**
 * The same kernel, warmed with what the game loads into it (Connect 4: its database and opening
 * table), for a game whose tables live apart from its kernel's module.
 */
export function loadedWith<T>(kernel: WasmKernel<T>, load: (instance: T) => void): WasmKernel<T> {
  return {
    ...kernel,
    warm() {
      kernel.warm();
      load(kernel.instance());
    },
  };
}
