import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectConsistentEnd, match, tempDir } from './helpers.js';

describe('the referee between two engine agents', () => {
  const cases: [string, string[], string, string][] = [
    ['connect4', [], 'engine:depth=3', 'engine:depth=2,evaluation=comp3608,algorithm=alphabeta'],
    ['line-em-up', ['--n', '3'], 'engine:depth=2', 'engine:depth=4,evaluation=e1'],
    ['pylos', ['--rules', 'standard'], 'engine:nodes=200', 'engine:nodes=400'],
    ['amazons', ['--size', '5'], 'engine:nodes=300', 'engine:depth=1'],
  ];
  for (const [game, parameters, p1, p2] of cases) {
    it(`plays ${game} to the end and writes a record the rules agree with`, async () => {
      const out = tempDir();
      const { records, output } = await match(['--game', game, ...parameters, '--p1', p1, '--p2', p2, '--out', out]);
      expect(records).toHaveLength(1);
      const [record] = records;
      expect(record.players).toEqual([p1, p2]);
      expect(record.turns.length).toBeGreaterThan(2);
      expectConsistentEnd(record);
      expect(JSON.parse(readFileSync(join(out, 'game-001.json'), 'utf8'))).toEqual(record);
      const text = readFileSync(join(out, 'game-001.txt'), 'utf8');
      expect(text).toContain(`${record.turns.length.toString().padStart(3)}. ${record.turns.at(-1)!.colour}`);
      expect(output).toContain('result: ');
    }, 60_000);
  }

  it('alternates colours over --games and resolves random blocs into cells for every game', async () => {
    const out = tempDir();
    const argv = ['--game', 'line-em-up', '--n', '4', '--s', '3', '--blocs', 'random:2:7', '--p1', 'engine:depth=1', '--p2', 'engine:depth=2'];
    const { records } = await match([...argv, '--games', '3', '--out', out]);
    expect(records.map((r) => r.players)).toEqual([
      ['engine:depth=1', 'engine:depth=2'],
      ['engine:depth=2', 'engine:depth=1'],
      ['engine:depth=1', 'engine:depth=2'],
    ]);
    const blocs = records[0].parameters.blocs as string[];
    expect(blocs).toHaveLength(2);
    for (const record of records) {
      expect(record.parameters).toEqual({ n: 4, s: 3, blocs });
      expectConsistentEnd(record);
    }
  }, 60_000);
});
