import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFolder } from '../../src/referee/output-folder.js';
import { runCommand } from './run-command.js';

/** Where the person ran `npm run ...`: npm starts the script in the package's root and says so in INIT_CWD. */
const caller = () => mkdtempSync(join(tmpdir(), 'caller-'));

describe('output folders are relative to where the command was run', () => {
  it('match --out writes under the caller folder, not the package root npm runs it in', () => {
    const here = caller();
    const answer = runCommand('src/cli/match.ts', ['--game', 'line-em-up', '--n', '3', '--p1', 'engine:depth=1', '--p2', 'engine:depth=1', '--out', 'records'], {
      env: { INIT_CWD: here },
    });
    expect(answer.status, answer.stderr).toBe(0);
    expect(existsSync(join(here, 'records', 'game-001.json'))).toBe(true);
    expect(existsSync(join(here, 'records', 'game-001.txt'))).toBe(true);
  }, 60_000);

  it('tournament --out too', () => {
    const here = caller();
    const answer = runCommand('src/cli/tournament.ts', ['--game', 'line-em-up', '--n', '3', '--agents', 'engine:depth=1,engine:depth=2', '--out', 'tour'], {
      env: { INIT_CWD: here },
    });
    expect(answer.status, answer.stderr).toBe(0);
    expect(existsSync(join(here, 'tour', 'scoreboard.md'))).toBe(true);
  }, 60_000);

  it('line-em-up --out too, and its default is the caller folder itself', () => {
    const here = caller();
    const args = ['play', '--mode', 'AI-AI', '--n', '3', '--d1', '1', '--d2', '1'];
    expect(runCommand('src/cli/line-em-up.ts', [...args, '--out', 'traces'], { env: { INIT_CWD: here } }).status).toBe(0);
    expect(existsSync(join(here, 'traces', 'gameTrace-3035.txt'))).toBe(true);
    expect(runCommand('src/cli/line-em-up.ts', args, { env: { INIT_CWD: here } }).status).toBe(0);
    expect(existsSync(join(here, 'gameTrace-3035.txt'))).toBe(true);
  }, 60_000);

  it('without npm, a relative folder is taken from the working directory; an absolute one as it is', () => {
    expect(outputFolder('out', {})).toBe(join(process.cwd(), 'out'));
    expect(outputFolder('/tmp/x', { INIT_CWD: '/elsewhere' })).toBe('/tmp/x');
  });
});
