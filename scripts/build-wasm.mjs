// Compiles the WebAssembly kernels (AssemblyScript sources under src/**/assembly/) when the .wasm
// is missing or older than its source, next to the source, so that tsx and the tests load it from
// src/. With `--copy-to DIR` it also copies each kernel to the same place under DIR (the compiled
// JavaScript's tree: dist/ mirrors src/, dist-bench/ mirrors the project root).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Each kernel: its directory of AssemblyScript sources, the entry file, and the module built. */
const kernels = [
  { sources: 'src/games/connect4/assembly', entry: 'index.ts', output: 'src/games/connect4/assembly/kernel.wasm' },
  // The Amazons kernel works on the 10x10 board as one 128-bit SIMD value (Node 16.4+ runs wasm SIMD).
  { sources: 'src/games/amazons/assembly', entry: 'index.ts', output: 'src/games/amazons/assembly/kernel.wasm', features: ['--enable', 'simd'] },
  // The Pylos kernel surveys four patterns at a time in SIMD lanes.
  // Its search tuning is one file shared with the TypeScript search (tuning.ts), outside the sources.
  {
    sources: 'src/games/pylos/assembly',
    entry: 'index.ts',
    output: 'src/games/pylos/assembly/kernel.wasm',
    features: ['--enable', 'simd'],
    shared: ['src/games/pylos/tuning.ts', 'src/games/pylos/table-values.ts'],
  },
];

function newestSource(dir, shared) {
  const files = [...readdirSync(dir).filter((name) => name.endsWith('.ts')).map((name) => join(dir, name)), ...shared];
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

const copyAt = process.argv.indexOf('--copy-to');
const copyTo = copyAt >= 0 ? process.argv[copyAt + 1] : undefined;
const fromSrc = process.argv.includes('--from-root') ? '.' : 'src';

function copyBeside(file) {
  if (copyTo === undefined) return;
  const target = join(copyTo, relative(fromSrc, file));
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(file, target);
}

/** Data the kernels' callers read beside their modules: the Connect 4 database and opening table, once assembled. */
const dataFiles = ['src/games/connect4/book/ply8.c4db', 'src/games/connect4/book/ply7.c4db'];

for (const { sources, entry, output, features = [], shared = [] } of kernels) {
  if (!existsSync(output) || statSync(output).mtimeMs < newestSource(sources, shared)) {
    // Release build: -O3 for speed, no assertions, the stub runtime (the kernel allocates only at
    // start-up), and no abort import, so the module needs nothing but its clock.
    const args = [join(sources, entry), '-o', output, '-O3', '--noAssert', '--runtime', 'stub', '--use', 'abort=', ...features];
    execFileSync(join('node_modules', '.bin', 'asc'), args, { stdio: ['ignore', 2, 'inherit'] });
  }
  copyBeside(output);
}
for (const file of dataFiles) if (existsSync(file)) copyBeside(file);
