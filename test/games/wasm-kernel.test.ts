import { describe, expect, it } from 'vitest';
import { amazonsWasm } from '../../src/games/amazons/kernel.js';
import { KernelMissing, loadedWith, wasmKernel, type KernelImports } from '../../src/games/wasm-kernel.js';

/** A kernel of the Amazons module whose set-up the test counts. */
function counted(file = amazonsWasm.file) {
  const made: number[] = [];
  const kernel = wasmKernel({
    name: 'Test',
    file,
    make: (instantiate: (imports: KernelImports) => { boardAddress(): number }) => {
      made.push(1);
      return instantiate({});
    },
  });
  return { kernel, made };
}

describe('the kernels loader', () => {
  it('reads and instantiates nothing until the kernel is first used, then keeps the one instance', () => {
    const { kernel, made } = counted();
    expect(made).toEqual([]);
    const first = kernel.instance();
    expect(kernel.instance()).toBe(first);
    expect(made).toEqual([1]);
  });

  it('warms by making the instance, then loads what the game keeps in it', () => {
    const { kernel, made } = counted();
    const loaded: unknown[] = [];
    loadedWith(kernel, (instance) => loaded.push(instance)).warm();
    expect(made).toEqual([1]);
    expect(loaded).toEqual([kernel.instance()]);
  });

  it('says which file is missing and the command that builds it, for the sources and for dist/', () => {
    const { kernel } = counted(new URL('./no-such-kernel.wasm', import.meta.url));
    expect(() => kernel.module()).toThrow(KernelMissing);
    expect(() => kernel.instance()).toThrow(/^the Test kernel test\/games\/no-such-kernel\.wasm is missing; build it with `node scripts\/build-wasm\.mjs`$/);
    const compiled = counted(new URL('file:///srv/app/dist/games/amazons/assembly/kernel.wasm')).kernel;
    expect(() => compiled.module()).toThrow(/^the Test kernel \S+dist\/games\/amazons\/assembly\/kernel\.wasm is missing; build it with `npm run build`$/);
  });
});
