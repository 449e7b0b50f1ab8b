import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { lineEmUp } from '../../src/games/line-em-up/index.js';
import { milliseconds } from '../../src/referee/arguments.js';
import { UsageError } from '../../src/referee/usage-error.js';
import { readPosition } from '../support/read-position.js';
import { match } from '../referee/helpers.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe("the seeds' own forms", () => {
  it('the referee takes its time limit in milliseconds or, as the seeds give it, in seconds', () => {
    expect(['1000', '1000ms', '1s', '0.5s', '2 s'].map((time) => milliseconds({ time }, 'time', 1))).toEqual([1000, 1000, 1000, 500, 2000]);
    expect(milliseconds({}, 'time', 1)).toBeUndefined();
    for (const time of ['1h', 's', '0s', '0.0001s']) {
      expect(() => milliseconds({ time }, 'time', 1)).toThrow(UsageError);
    }
    expect(() => milliseconds({ time: '1h' }, 'time', 1)).toThrow("--time is a whole number of milliseconds of at least 1 (1000 or 1000ms) or seconds (1s, 0.5s), not '1h'");
  });

  it('a match with --time 1s holds every agent to 1000 ms a move', async () => {
    const slow = 'cmd:node -e "setTimeout(() => console.log(3), 1100)"';
    const { records } = await match(['--game', 'connect4', '--p1', slow, '--p2', 'engine:depth=1', '--time', '1s']);
    expect(records[0]).toMatchObject({ winner: 1, turns: [] });
    // Late (over the limit) or, on a machine too busy to start node in time, past the limit's grace second.
    expect(records[0].detail).toMatch(/over the 1000 ms limit|within 2000 ms/);
  }, 30_000);

  it('refuses a time limit it cannot read, saying how to write one', async () => {
    await expect(match(['--game', 'connect4', '--p1', 'engine:depth=1', '--p2', 'engine:depth=1', '--time', 'soon'])).rejects.toThrow("not 'soon'");
  });

  it("Line 'em Up blocs in the seed's (row,column) form, in positions and on the referee's command line", async () => {
    const read = readPosition(lineEmUp, { n: 5, blocs: ['(0,D)', '(1,B)', '(2,A)', '(2,D)', '(3,B)', '(4,C)'] });
    expect(read.valid && lineEmUp.describe(read.state).blocs).toEqual(['D 0', 'B 1', 'A 2', 'D 2', 'B 3', 'C 4']);
    const { records } = await match(['--game', 'line-em-up', '--n', '4', '--blocs', '[(0,D), (3,A)]', '--p1', 'engine:depth=1', '--p2', 'engine:depth=1']);
    expect(records[0].parameters).toMatchObject({ blocs: ['D 0', 'A 3'] });
  });

  it("npx connect-four runs the course's command line, building first if needed, with only the answer on stdout", async () => {
    const bin = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')).bin['connect-four'];
    expect(readFileSync(`${root}/${bin}`, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const { stdout } = await promisify(execFile)(process.execPath, [`${root}/${bin}`, '.ryyrry,.rryry.,..y.r..,..y....,.......,.......', 'red', 'A', '4'], {
      cwd: '/',
    });
    expect(stdout).toBe('1\n297\n');
  }, 300_000);
});
