import { describe, expect, it } from 'vitest';
import { registry } from '../../src/games/index.js';
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

describe('match and tournament --help', () => {
  it.each(['src/cli/match.ts', 'src/cli/tournament.ts'])('%s names every game parameter and engine key with its values and default', (source) => {
    const { stdout } = runCommand(source, ['--help']);
    for (const { info } of registry.games) {
      for (const parameter of info.parameters) {
        const line = stdout.split('\n').find((l) => l.includes(`${info.name}: ${parameter.description.replaceAll('`', '')}`));
        expect(line, `--${parameter.name} of ${info.name}`).toBeDefined();
        if (parameter.default !== undefined) expect(line).toMatch(/\(default [^)]+\)$/);
      }
      expect(stdout).toContain(`${info.name} ${info.evaluations.map((e) => e.name).join(', ')} (default ${info.defaultEvaluation})`);
      expect(stdout).toContain(`${info.name} ${info.limits.timeMs.default} ms`);
    }
    expect(stdout).toContain('algorithm: iterative, alphabeta, minimax (default iterative)');
  }, 60_000);
});
