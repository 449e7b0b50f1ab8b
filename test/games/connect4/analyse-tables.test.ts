import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseLines } from '../../../src/analysis/lines.js';
import { resolveSearch } from '../../../src/analysis/search-options.js';
import { Outcome } from '../../../src/core/outcome.js';
import { openBook } from '../../../src/games/connect4/book/load.js';
import { BOOK_FILE, OPENING_FILE } from '../../../src/games/connect4/book/location.js';
import { TableAnswers } from '../../../src/games/connect4/book/opening.js';
import { openOpening } from '../../../src/games/connect4/book/opening-load.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import { connect4Solver, solvePons } from '../../../src/games/connect4/solver.js';
import { Connect4State } from '../../../src/games/connect4/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { useServiceTables } from './book/tables.js';

const OUTCOME = { win: 1, draw: 0, loss: -1 } as const;
/**
 * Ten seconds, so that a loaded machine cannot cut the list short: the columns come from the tables
 * at once (a position of 7 stones whose keeping move they do not know by its outcome alone,
 * knownOutcome), but each tries for its distance. The bench (connect4-analyse-tables) measures
 * the default budget.
 */
const BUDGET = { timeMs: 10_000 };

/** The position after column digits 1-7 from the empty board. */
function stateOf(moves: string): Connect4State {
  const state = Connect4State.empty();
  for (const digit of moves) state.play(Number(digit) - 1);
  return state;
}

/** A seeded game of up to 6 moves along which nobody has won. */
function randomRoot(random: () => number): string {
  const plies = Math.floor(random() * 7);
  const state = Connect4State.empty();
  let moves = '';
  while (moves.length < plies) {
    const col = Math.floor(random() * 7);
    state.play(col);
    if (state.outcomes[state.stones] !== Outcome.Ongoing) return moves;
    moves += String(col + 1);
  }
  return moves;
}

// Skipped, and vitest says so, where the tables have not been assembled.
describe.runIf(existsSync(OPENING_FILE) && existsSync(BOOK_FILE))('analyse at plies 0-6', () => {
  useServiceTables();

  it('knows the outcome without a move only where the tables value a root but keep no move for it (a ply-8 loss)', () => {
    expect(connect4Solver.knownOutcome!(stateOf('17234456'))).toEqual({ plies: -34, weak: true });
    // 1123422: a ply-7 win (Pons' Begin sets) whose every keeping move forces the reply, kept by the opening table.
    expect(connect4Solver.knownOutcome!(stateOf('1123422')), 'the opening table keeps a move').toBeUndefined();
    expect(connect4Solver.knownOutcome!(stateOf('4453')), 'the tables keep a move').toBeUndefined();
    expect(connect4Solver.knownOutcome!(stateOf('443322114')), 'past the tables, and no parent they value says').toBeUndefined();
  });

  it('knows a position one stone past the tables by a parent they value, as a weak solve finds it', () => {
    // 76336113 is a ply-8 loss: every move from it leaves a win. 21277632 and 12345671 (a win and
    // a draw) keep the tables' move: the child it reaches takes their value, negated; the other
    // children of 21277632 are not told by any of their parents.
    const cases = { '763361132': 1, '212776324': -1, '123456714': 0, '212776321': undefined };
    for (const [moves, value] of Object.entries(cases)) {
      const known = connect4Solver.knownOutcome!(stateOf(moves));
      expect(known === undefined ? undefined : Math.sign(known.plies), moves).toBe(value);
      if (value !== undefined) expect(Math.sign(solvePons(stateOf(moves), { weak: true, nodes: Infinity }).score!), moves).toBe(value);
    }
  });

  it("gives every column the outcome the tables give its position, on 200 roots drawn with a seed", () => {
    const tables = new TableAnswers(openOpening(), openBook(BOOK_FILE));
    const random = seededRandom(0x39a);
    for (let n = 0; n < 200; n++) {
      const moves = randomRoot(random);
      const state = stateOf(moves);
      const { lines } = analyseLines(connect4, state, resolveSearch(connect4.info, BUDGET), 7);
      expect(lines, `after ${moves}`).toHaveLength(7);
      for (const line of lines) {
        state.play(line.move.column as number);
        const truth = 0 - tables.childValue(state)!;
        state.undo(line.move.column as number);
        expect(line.score.outcome === undefined ? undefined : OUTCOME[line.score.outcome], `after ${moves}, column ${line.move.notation}`).toBe(truth);
      }
    }
  }, 300_000);
});
