import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { beginTablePositions } from '../../../bench/begin-table-positions.js';
import { analyse } from '../../../src/analysis/analyse.js';
import { BOOK_FILE, OPENING_FILE } from '../../../src/games/connect4/book/location.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import { ponsScore } from '../../../src/games/connect4/pons-score.js';
import { replay } from '../../../src/games/replay.js';
import { useServiceTables } from './book/tables.js';

const OUTCOME = { win: 1, draw: 0, loss: -1 } as const;
/**
 * About the default second's work on this machine (5-7 M nodes a second), as nodes rather than
 * time, so that a loaded machine cannot change what is found (the bench measures the default budget).
 */
const BUDGET = { nodes: 5_000_000, timeMs: 10_000 };

// Skipped, and vitest says so, where the tables have not been assembled.
describe.runIf(existsSync(OPENING_FILE) && existsSync(BOOK_FILE))("best-move on positions the tables value (Pons' Begin sets, plies 1-8)", () => {
  useServiceTables();

  it("answers 200 of them, drawn with a seed, with Pons' outcome, and where it gives a distance, his score", () => {
    const positions = beginTablePositions(200);
    expect(positions).toHaveLength(200);
    for (const { moves, score } of positions) {
      const read = replay(connect4, { moves });
      if (!read.valid) throw new Error(read.reason);
      const answer = analyse(connect4, read.state, BUDGET).score;
      expect(answer.outcome === undefined ? undefined : OUTCOME[answer.outcome], `after ${moves}`).toBe(Math.sign(score));
      if (answer.plies !== undefined) expect(ponsScore({ outcome: answer.outcome!, plies: answer.plies }, moves.length), `after ${moves}`).toBe(score);
    }
  }, 300_000);
});
