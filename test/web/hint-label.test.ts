import { describe, expect, test } from 'vitest';
import type { BestMove, Score } from '../../web/src/answers.js';
import { scoreLabel } from '../../web/src/hint-label.js';
import { scoreFor, standingLevel, standingText, type Viewer } from '../../web/src/standing.js';
import { answerText } from '../../web/src/words.js';

const squares = { per: 100, unit: 'squares', span: 10 };
const points = { per: 1, unit: 'points', span: 100 };
const spheres = { per: 100, unit: 'spheres', span: 2 };
const red: Viewer = { side: 0, colour: 'red', you: false };
const you: Viewer = { side: 1, colour: 'yellow', you: true };

describe('a score in a player\'s words, for one side', () => {
  // `value` is set to what would mislead if read: the words must come from mate and outcome.
  test('a proven result from mate and outcome, never from value', () => {
    expect(standingText({ value: 0, outcome: 'win', plies: 5, mate: 5 }, red, points)).toBe('red wins in 5');
    expect(standingText({ value: 0, outcome: 'loss', plies: 8, mate: -8 }, you, points)).toBe('you lose in 8');
    expect(standingText({ value: 0, outcome: 'draw', plies: 12 }, red, points)).toBe('a draw');
    expect(standingText({ value: 0, outcome: 'win' }, you, points)).toBe('you win');
  });

  test('an evaluation as a lead in its unit, hundredths as a decimal', () => {
    expect(standingText({ value: 1725 }, red, squares)).toBe('red is 17.3 squares ahead');
    expect(standingText({ value: -50 }, you, spheres)).toBe('you are 0.5 spheres behind');
    expect(standingText({ value: 620 }, you, points)).toBe('you are 620 points ahead');
    expect(standingText({ value: -1 }, red, points)).toBe('red is 1 point behind');
  });

  test('even, when the lead only rounds to nothing', () => {
    expect(standingText({ value: 0 }, red, points)).toBe('even');
    expect(standingText({ value: -4 }, red, spheres)).toBe('even');
  });

  test('turned from the side to move to the viewer: sign, distance and outcome flipped, the same for the mover', () => {
    const won: Score = { value: 999_991, outcome: 'win', plies: 9, mate: 9 };
    expect(scoreFor(won, 1, 1)).toBe(won);
    expect(scoreFor(won, 1, 0)).toEqual({ value: -999_991, outcome: 'loss', plies: 9, mate: -9 });
    expect(scoreFor({ value: 30 }, 0, 1)).toEqual({ value: -30, outcome: undefined, mate: undefined });
    expect(standingText(scoreFor({ value: 0, outcome: 'loss', plies: 3, mate: -3 }, 1, 0), { side: 0, colour: 'red', you: true }, points)).toBe('you win in 3');
  });

  test('the bar\'s level: results at the ends, a draw and an even score in the middle, a clear lead three quarters out', () => {
    expect(standingLevel({ value: -999_990, outcome: 'loss', mate: -10 }, points)).toBe(-1);
    expect(standingLevel({ value: 0, outcome: 'draw', plies: 4 }, points)).toBe(0);
    expect(standingLevel({ value: 1000 }, squares)).toBeCloseTo(Math.tanh(1));
    expect(standingLevel({ value: -200 }, spheres)).toBeCloseTo(-Math.tanh(1));
  });
});

describe('a hint on a board cell', () => {
  test('a proven result in two short lines; an evaluation as its number, its unit said once by the list', () => {
    expect(scoreLabel({ value: 0, outcome: 'win', plies: 3, mate: 3 }, points)).toEqual({ value: 'win', unit: 'in 3' });
    expect(scoreLabel({ value: 0, outcome: 'draw', plies: 3 }, points)).toEqual({ value: 'draw', unit: '' });
    expect(scoreLabel({ value: 1700 }, squares)).toEqual({ value: '+17.0', unit: '' });
    expect(scoreLabel({ value: -4 }, spheres)).toEqual({ value: '0.0', unit: '' });
  });
});

describe('the engine line after an answer', () => {
  const answer = (depth: number, nodes: number, stopReason: 'depth' | 'proven'): BestMove => ({
    move: { notation: '4', column: 3 },
    score: { value: 0, outcome: 'win', plies: 7, mate: 7 },
    pv: [],
    position: { board: [], toMove: 'red' },
    stats: { depth, nodes, nps: 0, timeMs: 0, queuedMs: 0, ttProbes: 0, ttHits: 0, cutoffs: 0, nodesPerDepth: [], evaluations: 0, evalTimeMs: 0, evaluationsPerDepth: [], averageDepth: 0, averageRecursionDepth: 0, complete: true, stopReason, cached: false },
  });

  test('says the depth it reached and the nodes', () => {
    expect(answerText(answer(9, 1234, 'depth'), 'red wins in 7')).toBe('red wins in 7, depth 9, 1,234 nodes');
  });

  test('never "depth 0": an answer proven before any iteration says what is known', () => {
    expect(answerText(answer(0, 0, 'proven'), 'you lose in 7')).toBe('you lose in 7, proven');
  });
});
