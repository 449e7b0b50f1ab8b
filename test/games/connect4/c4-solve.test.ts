import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseResolved } from '../../../src/analysis/analyse.js';
import { untimedSolve } from '../../../src/analysis/search-options.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import { pliesOfPonsScore, ponsScore } from '../../../src/games/connect4/pons-score.js';
import { readPosition } from '../../support/read-position.js';
import { compiled } from '../../support/compiled.js';

/** Runs the c4-solve command line on the given stdin. */
function c4Solve(input: string, args: string[] = []) {
  const run = spawnSync(process.execPath, [compiled('src/cli/c4-solve.ts'), ...args], { input, encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n'), errors: run.stderr.trim().split('\n').filter((l) => l !== '') };
}

const END_EASY = readFileSync('test/data/connect4/Test_L3_R1', 'utf8').trim().split('\n').slice(0, 40);

describe("c4-solve, Pons' test protocol", () => {
  it("prints the file's own scores, and the nodes the engine counts for each position", () => {
    const { status, lines, errors } = c4Solve(`${END_EASY.join('\n')}\n`);
    expect(errors).toEqual([]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(END_EASY.length);
    lines.forEach((line, i) => {
      const [moves, score, nodes, microseconds] = line.split(' ');
      const [expectedMoves, expectedScore] = END_EASY[i].split(' ');
      expect([moves, score]).toEqual([expectedMoves, expectedScore]);
      const read = readPosition(connect4, { moves });
      if (!read.valid) throw new Error(read.reason);
      // c4-solve reads no book, and with the book off the engine's solve is Pons' alone (no weak solve first).
      expect(Number(nodes)).toBe(analyseResolved(connect4, read.state, { ...untimedSolve(connect4.info), book: false }).stats.nodes);
      expect(Number(microseconds)).toBeGreaterThan(0);
    });
  });

  it('answers only the sign with --weak', () => {
    const { lines } = c4Solve(`${END_EASY.slice(0, 10).join('\n')}\n`, ['--weak']);
    expect(lines.map((line) => line.split(' ')[1])).toEqual(END_EASY.slice(0, 10).map((line) => String(Math.sign(Number(line.split(' ')[1])))));
  });

  it('names each invalid line on stderr, goes on, and exits with 1', () => {
    const input = ['44444444', END_EASY[0], '12x', '1212121', END_EASY[1]].join('\n');
    const { status, lines, errors } = c4Solve(`${input}\n`);
    expect(status).toBe(1);
    expect(lines.map((line) => line.split(' ')[0])).toEqual([END_EASY[0], END_EASY[1]].map((line) => line.split(' ')[0]));
    expect(errors).toEqual([
      'line 1: move 7 (4): column 4 is full',
      "line 3: move 3 (x): 'x' is not a column digit 1-7",
      'line 4: the game is already over (four-in-a-row)',
    ]);
  });
});

describe("Pons' score convention", () => {
  it('counts the stone a side wins with from the start of the game', () => {
    // Red to move on an empty board, winning with its 4th stone: 22 - 4.
    expect(ponsScore({ outcome: 'win', plies: 7 }, 0)).toBe(18);
    // Yellow to move after one stone, losing to red's 4th stone (3 more plies of red's).
    expect(ponsScore({ outcome: 'loss', plies: 6 }, 1)).toBe(-18);
    expect(ponsScore({ outcome: 'draw', plies: 41 }, 1)).toBe(0);
  });

  it('turns back into plies to the end: wins on odd plies, losses on even ones', () => {
    for (let stones = 0; stones < 42; stones++) {
      for (let plies = 1; plies <= 42 - stones; plies++) {
        const outcome = plies % 2 === 1 ? 'win' : 'loss';
        expect(pliesOfPonsScore(ponsScore({ outcome, plies }, stones), stones)).toBe(outcome === 'win' ? plies : -plies);
      }
    }
    expect(pliesOfPonsScore(0, 10)).toBe(0);
  });
});
