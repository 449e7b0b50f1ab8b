import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { Outcome } from '../../../src/core/outcome.js';
import { readManifest } from '../../../src/games/pylos/endgame-layers.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { PylosState, decidedIn, outcome } from '../../../src/games/pylos/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { TABLE_LOST, TABLE_UNKNOWN, TABLE_WON } from '../../../src/games/pylos/table-values.js';
import { packedTable } from './packed-table.js';

/*
 * The committed endgame table (data/pylos-table, written by `npm run pylos-table`) against the
 * rules and the solver: on positions of seeded random games, every settled value is the one its
 * successors give by the TypeScript rules (not the kernel's move generator, which made it), and
 * the one our search proves where it proves one.
 */

const RULES = 'standard';
const manifest = readManifest(RULES);
const tableValue = packedTable(RULES);

/** A position's value from its mover's side by the rules where they end or decide it, else the table's. */
function valueOf(state: PylosState): number | undefined {
  const ended = outcome(state);
  if (ended !== Outcome.Ongoing) return ended === Outcome.Win ? TABLE_WON : ended === Outcome.Loss ? TABLE_LOST : TABLE_UNKNOWN;
  const decided = decidedIn(state);
  if (decided !== 0) return decided > 0 ? TABLE_WON : TABLE_LOST;
  return tableValue(state);
}

/** Positions of seeded random games with `low` to `high` spheres left in the two reserves. */
function samples(count: number, low: number, high: number): PylosState[] {
  const random = seededRandom(4747);
  const out: PylosState[] = [];
  while (out.length < count) {
    const state = PylosState.empty(RULES);
    while (outcome(state) === Outcome.Ongoing && out.length < count) {
      const left = state.reserve(0) + state.reserve(1);
      if (left >= low && left <= high && random() < 0.3) out.push(state.clone());
      const moves = legalMoves(pylos, state);
      state.play(moves[Math.floor(random() * moves.length)]);
    }
  }
  return out;
}

describe.skipIf(manifest === undefined)(`the Pylos endgame table (${RULES})${manifest === undefined ? ': skipped, data/pylos-table has no manifest' : ''}`, () => {
  const positions = samples(400, 3, 10);

  it('settles each sampled position as its successors by the rules say', () => {
    let settled = 0;
    for (const state of positions) {
      const value = tableValue(state);
      if (value === undefined || value === TABLE_UNKNOWN) continue;
      settled++;
      const replies = legalMoves(pylos, state).map((move) => {
        const next = state.clone();
        next.play(move);
        return valueOf(next);
      });
      if (value === TABLE_WON) expect(replies).toContain(TABLE_LOST);
      else expect(replies.every((reply) => reply === TABLE_WON)).toBe(true);
    }
    expect(settled).toBeGreaterThan(100);
  });

  it('agrees with every result our search proves', () => {
    let compared = 0;
    for (const state of positions.slice(0, 200)) {
      const value = tableValue(state);
      if (value === undefined || value === TABLE_UNKNOWN) continue;
      const { outcome } = analyse(pylos, state, { nodes: 300_000, timeMs: Infinity }).score;
      if (outcome === undefined) continue;
      compared++;
      expect(outcome).toBe(value === TABLE_WON ? 'win' : 'loss');
    }
    expect(compared).toBeGreaterThan(30);
  });
});
