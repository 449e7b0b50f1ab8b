// Node runs WebAssembly, but @types/node 20 does not declare it (TypeScript's lib.dom does, for
// browsers, with everything else a browser has). The part the kernels use:
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Instance {
    constructor(module: Module, imports: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
}
