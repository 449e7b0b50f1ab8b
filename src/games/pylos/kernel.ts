import { DEFAULT_WEIGHTS } from './evaluate.js';
import { ABOVE, CONE, HIGHER, LOWER, NO_SPOT, PATTERNS, SPOTS, SUPPORTS, type RuleSet } from './geometry.js';
import { PylosState } from './rules.js';
import { SYMMETRIES } from './symmetries.js';
import { wasmKernel, type KernelImports } from '../wasm-kernel.js';

/**
 * The Pylos kernel (assembly/, WebAssembly built by scripts/build-wasm.mjs): the rules, the default
 * evaluation and the iterative search's node function in linear memory (kernel-search.ts enters
 * the engine through it). The geometry, the keys and the weights are written here from the
 * TypeScript definitions, so both sides read one source.
 */
interface KernelExports {
  memory: { buffer: ArrayBuffer };
  setSpot(s: number, supports: number, above: number, cone: number, lower: number, higher: number): void;
  setKey(i: number, lo: number, hi: number): void;
  setPatternCount(n: number): void;
  setPattern(i: number, p: number): void;
  setPatternStart(s: number, start: number): void;
  setPatternBySpot(i: number, p: number): void;
  setWeights(sphere: number, tempo: number, cash: number, raise: number, pending: number, twoShort: number, free: number): void;
  setPosition(white: number, black: number, toMove: number, lo: number, hi: number): void;
  play(move: number): void;
  undo(move: number): void;
  keyLo(): number;
  keyHi(): number;
  outcome(): number;
  decidedIn(): number;
  evaluate(): number;
  orderHint(move: number): number;
  moves(merge: boolean): number;
  movesAddress(): number;
  newTable(bits: number): void;
  maxPast(): number;
  pastLoAddress(): number;
  pastHiAddress(): number;
  begin(nodeLimit: number, firstReading: number, evalSample: number, past: number): void;
  iterate(depth: number): number;
  fillReport(): void;
  reportAddress(): number;
  nodesPerDepthAddress(): number;
  evaluationsPerDepthAddress(): number;
  rootLineLength(): number;
  pvAddress(): number;
  maxPly(): number;
  setSymmetry(g: number, spot: number, image: number): void;
  buildIndex(): void;
  layerFirstEntry(r: number): number;
  layerEntries(r: number): number;
  layerFirstShape(r: number): number;
  shapeAt(i: number): number;
  shapeFirstEntry(i: number): number;
  tableEntry(): number;
  allocateTable(maxLayer: number): number;
  tableBytes(): number;
  tableValue(entry: number): number;
  clearPassCounts(): void;
  passShapes(from: number, to: number): void;
  passCount(which: number): number;
}

/** The kernel's table holds at most 2^TABLE_BITS entries (assembly/table.ts, MAX_BITS). */
export const TABLE_BITS = 20;

export interface PylosKernel extends KernelExports {
  /** Set before a search: what the kernel calls to read the clock (0 stops it). */
  readClock: () => number;
  /** Typed views of the kernel's memory, which never grows after start-up. */
  pastLo: Int32Array;
  pastHi: Int32Array;
  report: Float64Array;
  nodesPerDepth: Float64Array;
  evaluationsPerDepth: Float64Array;
  pv: Int32Array;
  moveList: Int32Array;
  /** Writes the rule set's patterns, unless they are the ones loaded. */
  useRules(rules: RuleSet): void;
  /** Writes a position (not its history). */
  load(state: PylosState): void;
}

/** The kernel, through the games' one loader: its tables are written as it is made. */
export const pylosWasm = wasmKernel({
  name: 'Pylos',
  file: new URL('./assembly/kernel.wasm', import.meta.url),
  make(instantiate: (imports: KernelImports) => KernelExports): PylosKernel {
    let made: PylosKernel | undefined;
    const k = instantiate({ env: { readClock: () => made!.readClock(), now: () => performance.now() } });
    made = wrap(k);
    writeTables(k);
    return made;
  },
});

/** The thread's one instance, built on first use: its table is 16 MB, which a thread that never searches Pylos never pays. */
export function pylosKernel(): PylosKernel {
  return pylosWasm.instance();
}

function wrap(k: KernelExports): PylosKernel {
  const buffer = k.memory.buffer;
  const plies = k.maxPly();
  let rules: RuleSet | undefined;
  // The exports object is frozen: the kernel's JavaScript side extends it by inheritance.
  const base: KernelExports = Object.create(k);
  return Object.assign(base, {
    readClock: () => 1,
    pastLo: new Int32Array(buffer, k.pastLoAddress(), k.maxPast()),
    pastHi: new Int32Array(buffer, k.pastHiAddress(), k.maxPast()),
    report: new Float64Array(buffer, k.reportAddress(), 14),
    nodesPerDepth: new Float64Array(buffer, k.nodesPerDepthAddress(), plies + 1),
    evaluationsPerDepth: new Float64Array(buffer, k.evaluationsPerDepthAddress(), plies + 1),
    pv: new Int32Array(buffer, k.pvAddress(), plies),
    moveList: new Int32Array(buffer, k.movesAddress(), 4096),
    useRules(wanted: RuleSet) {
      if (wanted !== rules) writePatterns(k, wanted);
      rules = wanted;
    },
    load(state: PylosState) {
      k.setPosition(state.spheres[0], state.spheres[1], state.toMove, state.hashLo, state.hashHi);
    },
  });
}

/** The geometry, the Zobrist keys (read off the TypeScript rules' hashes of one-sphere boards) and the weights. */
function writeTables(k: KernelExports): void {
  for (let s = 0; s < SPOTS; s++) k.setSpot(s, SUPPORTS[s], ABOVE[s], CONE[s], LOWER[s], HIGHER[s]);
  for (let colour = 0; colour < 2; colour++) {
    for (let s = 0; s < 32; s++) {
      const state = PylosState.empty('advanced');
      if (s !== NO_SPOT && s < SPOTS) state.put(s, colour);
      k.setKey(colour * 32 + s, state.hashLo, state.hashHi);
    }
  }
  const side = PylosState.empty('advanced');
  side.setToMove(1);
  k.setKey(64, side.hashLo, side.hashHi);
  SYMMETRIES.forEach((image, g) => image.forEach((to, s) => k.setSymmetry(g, s, to)));
  const w = DEFAULT_WEIGHTS;
  k.setWeights(w.sphere, w.tempo, w.cash, w.raise, w.pending, w.twoShort, w.free);
}

function writePatterns(k: KernelExports, rules: RuleSet): void {
  const p = PATTERNS[rules];
  k.setPatternCount(p.all.length);
  p.all.forEach((pattern, i) => k.setPattern(i, pattern));
  p.start.forEach((start, s) => k.setPatternStart(s, start));
  p.bySpot.forEach((pattern, i) => k.setPatternBySpot(i, pattern));
}
