import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { expectConsistentEnd, match } from './helpers.js';

const bot = fileURLToPath(new URL('./bots/leftmost-column.mjs', import.meta.url));

describe('a cmd: agent in the course\'s command-line form', () => {
  it('plays a full Connect 4 game', async () => {
    const { records } = await match(['--game', 'connect4', '--p1', `cmd:node ${bot}`, '--p2', 'engine:depth=2']);
    const [record] = records;
    expect(record.turns[0].notation).toBe('1');
    expect(record.turns.filter((t) => t.colour === 'red').every((t) => /^[1-7]$/.test(t.notation!))).toBe(true);
    expectConsistentEnd(record);
  }, 30_000);

  // The bots that answer at once get a long clock: on a loaded machine starting node alone can take
  // longer than a short one, and they would lose on time instead of for the reason under test.
  const cases: [string, string, RegExp, string][] = [
    ['node -e "process.exit(3)"', 'crash', /exited with status 3/, '5000'],
    ['node -e "console.log(\'left\')"', 'malformed-answer', /printed "left", not a column number/, '5000'],
    ['node -e "console.log(9)"', 'illegal-move', /column must be an integer 0-6/, '5000'],
    ['node -e "setTimeout(() => {}, 5000)"', 'no-answer', /printed no move within 1300 ms/, '300'],
  ];
  for (const [command, reason, detail, time] of cases) {
    it(`${command}: ${reason}`, async () => {
      const { records } = await match(['--game', 'connect4', '--p1', 'engine:depth=1', '--p2', `cmd:${command}`, '--time', time]);
      expect(records[0]).toMatchObject({ winner: 0, reason });
      expect(records[0].detail).toMatch(detail);
    }, 10_000);
  }
});
