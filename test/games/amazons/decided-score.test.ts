import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import type { Score } from '../../../src/analysis/answer-terms.js';
import { analyseLines } from '../../../src/analysis/lines.js';
import { resolveSearch } from '../../../src/analysis/search-options.js';
import { SCALE } from '../../../src/games/amazons/evaluate.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { separatedMovesLeft } from '../../../src/games/amazons/regions.js';
import { AmazonsState } from '../../../src/games/amazons/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { load } from './helpers.js';

/** Node budgets, not the clock: the same games on every machine. */
const LIMITS = { nodes: 3000 };
const BOARD_SQUARES = (size: number) => size * size;

/** What every Amazons score must be: a value on the board's scale unless an outcome says more. */
function expectReadable(score: Score, size: number): void {
  if (score.outcome === undefined) {
    expect(Math.abs(score.value)).toBeLessThanOrEqual(SCALE * BOARD_SQUARES(size));
    expect(score.margin).toBeUndefined();
    return;
  }
  if (score.margin === undefined) return; // proven by the search to the end: plies and mate say it
  expect(score.outcome).toBe(score.margin > 0 ? 'win' : 'loss');
  expect(score.value).toBe(SCALE * score.margin);
  expect(score.mate).toBeUndefined();
}

/** Self-play to the end from a few random opening moves; every position's answer checked. */
function selfPlay(size: number, seed: number): { positions: number; separated: number } {
  const state = AmazonsState.start(size);
  const random = seededRandom(seed);
  let positions = 0;
  let separated = 0;
  for (let ply = 0; legalMoves(amazons, state).length > 0; ply++) {
    const answer = analyse(amazons, state, LIMITS);
    expectReadable(answer.score, size);
    positions++;
    if (separatedMovesLeft(state)) {
      separated++;
      expect(answer.score.outcome).toBeDefined();
      expect(answer.score.margin ?? answer.score.mate).toBeDefined();
    }
    const legal = legalMoves(amazons, state);
    const chosen = legal.find((m) => amazons.formatMove(state, m).notation === answer.move.notation)!;
    amazons.search.makeMove(state, ply < 4 ? legal[Math.floor(random() * legal.length)] : chosen);
  }
  return { positions, separated };
}

describe('Amazons scores a person and a program can read', () => {
  it('no answer without an outcome has a value beyond the board, in self-play to the end on every size', () => {
    let separated = 0;
    for (const [size, seed] of [[6, 1], [8, 2], [10, 3]] as const) separated += selfPlay(size, seed).separated;
    // The games reach separated positions, so the decided answers were checked too.
    expect(separated).toBeGreaterThan(5);
  }, 120_000);

  it('a separated position answers its outcome and margin, in every analysed line too', () => {
    // Red's queens hold the top rows, blue's the bottom ones, walled apart by a row of arrows.
    const board = ['R.R...', '......', 'R..R..', '######', '.BB...', 'B..B..'];
    const state = load({ board, toMove: 'red' });
    expect(separatedMovesLeft(state)).toBe(true);
    const answer = analyse(amazons, state, LIMITS);
    expect(answer.score).toMatchObject({ outcome: expect.any(String), margin: expect.any(Number) });
    expectReadable(answer.score, 6);
    const analysis = analyseLines(amazons, state, resolveSearch(amazons.info, LIMITS), 3);
    for (const line of analysis.lines) {
      expect(line.score.margin).toBeDefined();
      expectReadable(line.score, 6);
    }
  });
});
