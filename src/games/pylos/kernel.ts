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
  clearPassCounts(): void;
  passShapes(from: number, to: number): void;
  passCount(which: number): number;
  buildShapeGraph(): void;
  /** 1 when the edge is there (a WebAssembly bool). */
  shapeReaches(occupied: number, successor: number): number;
  lookedAtAddress(): number;
  settledAtAddress(): number;
  shapeClock(): number;
  setClock(value: number): void;
  useTable(on: boolean): void;
}

/** The kernel's table holds at most 2^TABLE_BITS entries (assembly/table.ts, MAX_BITS). */
export const TABLE_BITS = 20;

export interface PylosKernel extends KernelExports {
  /** Set before a search: what the kernel calls to read the clock (0 stops it). */
  readClock: () => number;
  /** Typed views of the kernel's memory, made again by the calls that grow it. */
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
  /** The index and the generator's graph of shapes: the graph grows the memory, so the views are made again. */
  prepareGenerator(): void;
  /** Room for the endgame table, every entry unknown (about 500 MB, once per thread): its address. */
  allocateEndgameTable(): number;
  /**
   * Reads a rule set's endgame table into the kernel (about 500 MB, once per thread): from then on
   * the search takes a settled entry as a proven result wherever that rule set is loaded.
   */
  loadEndgameTable(rules: RuleSet, layer: (spheresLeft: number) => Uint8Array): void;
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

/** Typed views of the kernel's memory: made again when the endgame table grows it (growing detaches the old ones). */
function views(k: KernelExports) {
  const buffer = k.memory.buffer;
  const plies = k.maxPly();
  return {
    pastLo: new Int32Array(buffer, k.pastLoAddress(), k.maxPast()),
    pastHi: new Int32Array(buffer, k.pastHiAddress(), k.maxPast()),
    report: new Float64Array(buffer, k.reportAddress(), 14),
    nodesPerDepth: new Float64Array(buffer, k.nodesPerDepthAddress(), plies + 1),
    evaluationsPerDepth: new Float64Array(buffer, k.evaluationsPerDepthAddress(), plies + 1),
    pv: new Int32Array(buffer, k.pvAddress(), plies),
    moveList: new Int32Array(buffer, k.movesAddress(), 4096),
  };
}

function wrap(k: KernelExports): PylosKernel {
  let rules: RuleSet | undefined;
  let tableRules: RuleSet | undefined;
  // The exports object is frozen: the kernel's JavaScript side extends it by inheritance.
  const base: KernelExports = Object.create(k);
  const made: PylosKernel = Object.assign(base, views(k), {
    readClock: () => 1,
    useRules(wanted: RuleSet) {
      if (wanted !== rules) writePatterns(k, wanted);
      rules = wanted;
      k.useTable(wanted === tableRules);
    },
    load(state: PylosState) {
      k.setPosition(state.spheres[0], state.spheres[1], state.toMove, state.hashLo, state.hashHi);
    },
    prepareGenerator() {
      k.buildIndex();
      k.buildShapeGraph();
      Object.assign(made, views(k));
    },
    allocateEndgameTable() {
      k.buildIndex();
      let at: number;
      try {
        at = k.allocateTable(SPOTS);
      } catch (error) {
        // The runtime traps when the memory cannot grow.
        throw new Error(`the Pylos kernel cannot grow its memory for the endgame table (${Math.round(k.layerFirstEntry(SPOTS + 1) / 4e6)} MB)`, { cause: error });
      }
      Object.assign(made, views(k));
      return at;
    },
    loadEndgameTable(tableOf: RuleSet, layer: (spheresLeft: number) => Uint8Array) {
      if (tableRules !== undefined) throw new Error(`the Pylos kernel holds the ${tableRules} endgame table already`);
      const at = made.allocateEndgameTable();
      const memory = new Uint8Array(k.memory.buffer);
      for (let left = 1; left <= SPOTS; left++) memory.set(layer(left), at + k.layerFirstEntry(left) / 4);
      tableRules = tableOf;
      k.useTable(rules === tableRules);
    },
  });
  return made;
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
