import { layerValue, readLayer } from '../../../src/games/pylos/endgame-layers.js';
import type { RuleSet } from '../../../src/games/pylos/geometry.js';
import { pylosKernel } from '../../../src/games/pylos/kernel.js';
import type { PylosState } from '../../../src/games/pylos/rules.js';

/**
 * The committed endgame table of a rule set, read from its layers' files (each loaded once) with
 * the kernel's index: a position's value from its mover's side, or undefined where the table has
 * no entry (the mover holds no sphere).
 */
export function packedTable(rules: RuleSet): (state: PylosState) => number | undefined {
  const k = pylosKernel();
  k.buildIndex();
  const layers = new Map<number, Uint8Array>();
  return (state) => {
    k.load(state);
    const entry = k.tableEntry();
    if (entry < 0) return undefined;
    const left = state.reserve(0) + state.reserve(1);
    let bytes = layers.get(left);
    if (bytes === undefined) layers.set(left, (bytes = readLayer(rules, left)));
    return layerValue(bytes, entry - k.layerFirstEntry(left));
  };
}
