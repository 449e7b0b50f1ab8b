import { describe, expect, it } from 'vitest';
import { runCommand } from './run-command.js';

describe('every command answers --help', () => {
  it.each([
    ['src/cli/connect-four.ts', 'usage: connect-four <state> <red|yellow> [<M|A> <depth>]'],
    ['src/cli/c4-solve.ts', 'usage: c4-solve [--weak] < positions'],
    ['src/cli/line-em-up.ts', 'usage:\n  line-em-up play'],
    ['src/cli/match.ts', 'usage: match --game G --p1 AGENT --p2 AGENT'],
    ['src/cli/tournament.ts', 'usage: tournament --game G --agents A,B,C'],
    ['src/service/server.ts', 'usage: npm start'],
    ['bench/run.ts', 'usage: npm run bench -- [suite...]'],
    ['bench/match.ts', 'usage: npm run bench:match -- [suite...]'],
  ])('%s --help prints its usage on stdout and exits 0', (source, usage) => {
    const answer = runCommand(source, ['--help']);
    expect(answer.status).toBe(0);
    expect(answer.stdout.startsWith(usage)).toBe(true);
    expect(answer.stderr).toBe('');
  }, 60_000);
});
