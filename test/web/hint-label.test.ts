import { describe, expect, test } from 'vitest';
import type { BestMove } from '../../web/src/answers.js';
import { scoreLabel, scoreText } from '../../web/src/hint-label.js';
import { answerText } from '../../web/src/words.js';

const squares = { per: 100, unit: 'squares' };
const points = { per: 1, unit: 'points' };

describe('a score in a player\'s words', () => {
  // `value` is set to what would mislead if read: the words must come from mate and outcome.
  test('a proven result from mate and outcome, never from value', () => {
    expect(scoreText({ value: 0, outcome: 'win', plies: 5, mate: 5 }, points)).toBe('win in 5');
    expect(scoreText({ value: 0, outcome: 'loss', plies: 8, mate: -8 }, points)).toBe('loss in 8');
    expect(scoreText({ value: 0, outcome: 'draw', plies: 12 }, points)).toBe('draw');
    expect(scoreText({ value: 0, outcome: 'win' }, points)).toBe('win');
  });

  test('an evaluation in its unit, hundredths as a decimal', () => {
    expect(scoreText({ value: 1725 }, squares)).toBe('+17.3 squares');
    expect(scoreText({ value: -50 }, { per: 100, unit: 'spheres' })).toBe('-0.5 spheres');
    expect(scoreText({ value: 620 }, points)).toBe('+620 points');
  });

  test('an even score without a sign, even when it only rounds to zero', () => {
    expect(scoreText({ value: 0 }, points)).toBe('0 points');
    expect(scoreText({ value: -4 }, { per: 100, unit: 'spheres' })).toBe('0.0 spheres');
    expect(scoreText({ value: 4 }, squares)).toBe('0.0 squares');
  });

  test('two short lines for a board cell', () => {
    expect(scoreLabel({ value: 0, outcome: 'win', plies: 3, mate: 3 }, points)).toEqual({ value: 'win', unit: 'in 3' });
    expect(scoreLabel({ value: 1700 }, squares)).toEqual({ value: '+17.0', unit: 'squares' });
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
    expect(answerText(answer(9, 1234, 'depth'), points)).toBe('win in 7, depth 9, 1,234 nodes');
  });

  test('never "depth 0": an answer proven before any iteration says what is known', () => {
    expect(answerText(answer(0, 0, 'proven'), points)).toBe('win in 7, proven');
  });
});
