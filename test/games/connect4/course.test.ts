import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import { readPosition } from '../../support/read-position.js';
import { courseCases } from './fixtures.js';
import { compiled } from '../../support/compiled.js';

const run = promisify(execFile);
const cli = (...args: string[]) => run(process.execPath, [compiled('src/cli/connect-four.ts'), ...args]);

function courseSearch(board: string, player: string, algorithm: 'M' | 'A', depth: number) {
  const position = readPosition(connect4, { board, toMove: player });
  if (!position.valid) throw new Error(position.reason);
  return analyse(connect4, position.state, {
    algorithm: algorithm === 'A' ? 'alphabeta' : 'minimax',
    depth,
    evaluation: 'comp3608',
  });
}

describe('the course auto-marker cases (seed 001)', () => {
  it.each(courseCases())('$board $player $algorithm $depth -> $column, $nodes nodes', (c) => {
    const answer = courseSearch(c.board, c.player, c.algorithm, c.depth);
    expect(answer.move.column).toBe(c.column);
    expect(answer.stats.nodes).toBe(c.nodes);
    expect(answer.stats.complete).toBe(true);
  });

  it('prints the two lines of every case on the command line', async () => {
    for (const c of courseCases()) {
      const { stdout } = await cli(c.board, c.player, c.algorithm, String(c.depth));
      expect(stdout).toBe(`${c.column}\n${c.nodes}\n`);
    }
  });

  it('scores with the course evaluation: raw is red minus yellow, from either side', () => {
    const red = courseSearch('.ryyrry,.rryry.,..y.r..,..y....,.......,.......', 'red', 'M', 1);
    const yellow = courseSearch('.ryyrry,.rryry.,..y.r..,..y....,.......,.......', 'yellow', 'M', 1);
    expect(red.score.raw).toBe(red.score.value);
    expect(yellow.score.raw).toBe(-yellow.score.value);
  });

  it('alpha-beta and minimax agree on the move and alpha-beta examines fewer nodes', () => {
    const board = '.ryyrry,.rryry.,..y.r..,..y....,.......,.......';
    for (const depth of [2, 3, 4, 5]) {
      const m = courseSearch(board, 'yellow', 'M', depth);
      const a = courseSearch(board, 'yellow', 'A', depth);
      expect(a.move.column).toBe(m.move.column);
      expect(a.score.value).toBe(m.score.value);
      expect(a.stats.nodes).toBeLessThan(m.stats.nodes);
    }
  });

  it('keeps the left-most of tied columns', () => {
    // On the empty board every column scores the same at depth 1: the first, column 0, is chosen.
    expect(courseSearch('.......,.......,.......,.......,.......,.......', 'yellow', 'M', 1).move.column).toBe(0);
  });

  it('answers the tournament form with one legal column', async () => {
    const { stdout } = await cli('.ryyrry,.rryry.,..y.r..,..y....,.......,.......', 'red');
    expect(stdout).toMatch(/^[0-6]\n$/);
  });

  it.each([
    [['r......,.......,.......,.......,.......,.......', 'red', 'X', '3'], /algorithm is M or A/],
    [['r......,.......,.......,.......,.......,.......', 'red', 'M', '0'], /depth is a whole number/],
    [['.......,r......,.......,.......,.......,.......', 'red', 'M', '2'], /floating/],
    [['rrrr...,yyy....,.......,.......,.......,.......', 'yellow', 'M', '2'], /already over \(four-in-a-row\)/],
    [['r......,.......', 'red'], /expected 6 rows/],
    [['r......,.......,.......,.......,.......,.......', 'blue'], /usage/],
  ])('rejects %j with one line on stderr and status 2', async (args, message) => {
    const error = await cli(...args).then(
      () => null,
      (e: { code: number; stderr: string; stdout: string }) => e,
    );
    expect(error?.code).toBe(2);
    expect(error?.stdout).toBe('');
    expect(error?.stderr).toMatch(message);
    expect(error?.stderr.trim().split('\n')).toHaveLength(1);
  });
});
