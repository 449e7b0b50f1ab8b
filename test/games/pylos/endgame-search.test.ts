import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { Outcome } from '../../../src/core/outcome.js';
import { readLayer, readManifest } from '../../../src/games/pylos/endgame-layers.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { pylosKernel } from '../../../src/games/pylos/kernel.js';
import { PylosState, outcome } from '../../../src/games/pylos/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { TABLE_UNKNOWN, TABLE_WON } from '../../../src/games/pylos/table-values.js';
import { packedTable } from './packed-table.js';

/*
 * The search with the committed endgame table loaded (this file's thread holds it; the other
 * Pylos tests search without it): a position the table wins is proven within a few hundred nodes,
 * where the search alone takes thousands, without a distance (the table keeps none); a position it
 * loses, and one of the other rule set, are searched as before.
 */

const RULES = 'standard';
const manifest = readManifest(RULES);

/** Positions of seeded random games with 5 to 10 spheres left that the table settles, with their values. */
function settledPositions(count: number): [PylosState, number][] {
  const tableValue = packedTable(RULES);
  const random = seededRandom(4748);
  const out: [PylosState, number][] = [];
  while (out.length < count) {
    const state = PylosState.empty(RULES);
    while (outcome(state) === Outcome.Ongoing && out.length < count) {
      const left = state.reserve(0) + state.reserve(1);
      if (left >= 5 && left <= 10 && random() < 0.5) {
        const value = tableValue(state);
        if (value !== undefined && value !== TABLE_UNKNOWN) out.push([state.clone(), value]);
      }
      const moves = legalMoves(pylos, state);
      state.play(moves[Math.floor(random() * moves.length)]);
    }
  }
  return out;
}

/** A position of a seeded random game under the advanced rules with 8 spheres left. */
function advancedPosition(): PylosState {
  const random = seededRandom(4749);
  for (;;) {
    const state = PylosState.empty('advanced');
    while (outcome(state) === Outcome.Ongoing) {
      if (state.reserve(0) + state.reserve(1) === 8) return state;
      const moves = legalMoves(pylos, state);
      state.play(moves[Math.floor(random() * moves.length)]);
    }
  }
}

describe.skipIf(manifest === undefined)(`the Pylos search with the endgame table${manifest === undefined ? ': skipped, data/pylos-table has no manifest' : ''}`, () => {
  const positions = settledPositions(60);
  const budget = { nodes: 400, timeMs: Infinity };
  const before = positions.map(([state]) => analyse(pylos, state, budget));
  const advanced = advancedPosition();
  const advancedBefore = analyse(pylos, advanced, { nodes: 20_000, timeMs: Infinity });

  it('proves each position the table wins at once, without a distance, and searches a lost one as without it', () => {
    pylosKernel().loadEndgameTable(RULES, (left) => readLayer(RULES, left));
    const after = positions.map(([state]) => analyse(pylos, state, budget));
    let won = 0;
    let lost = 0;
    positions.forEach(([, value], i) => {
      if (value === TABLE_WON) {
        won++;
        expect(after[i].score.outcome).toBe('win');
        // The table's proofs carry no distance; a proof the search measured keeps its own.
        if (after[i].score.plies === undefined) expect(after[i].score.mate).toBeUndefined();
      } else {
        lost++;
        expect([after[i].move, after[i].score, after[i].stats.nodes]).toEqual([before[i].move, before[i].score, before[i].stats.nodes]);
      }
    });
    expect(Math.min(won, lost)).toBeGreaterThan(5);
    // Without the table the same small budget leaves won positions unproven.
    expect(positions.filter(([, value], i) => value === TABLE_WON && before[i].score.outcome === undefined).length).toBeGreaterThan(5);
  });

  it('searches the other rule set as it did, without the table', () => {
    const answer = analyse(pylos, advanced, { nodes: 20_000, timeMs: Infinity });
    expect([answer.move, answer.score, answer.stats.nodes]).toEqual([advancedBefore.move, advancedBefore.score, advancedBefore.stats.nodes]);
  });
});
