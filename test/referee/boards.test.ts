import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { InputEnded } from '../../src/match/human-agent.js';
import { runMatch } from '../../src/referee/match-command.js';
import { sink } from '../support/sink.js';
import { match, tempDir } from './helpers.js';
import { compiledGames } from '../support/compiled-games.js';

describe("the referee's boards", () => {
  it('shows a human playing Pylos the levels and both reserves before each prompt', async () => {
    const out = sink();
    const input = Readable.from(['a1\n']);
    const playing = runMatch(['--game', 'pylos', '--p1', 'human', '--p2', 'engine:depth=1', '--out', tempDir()], { games: compiledGames, input, output: out.stream });
    await expect(playing).rejects.toBeInstanceOf(InputEnded);
    const prompts = out.text().split('your move');
    expect(prompts).toHaveLength(3);
    expect(prompts[0]).toContain('level 1     level 2   level 3   level 4\n  1 2 3 4     1 2 3     1 2       1\na . . . .');
    expect(prompts[0]).toContain('reserves: white 15, black 15\nwhite to move');
    expect(prompts[1]).toContain('a W . . .');
    expect(prompts[1]).toContain('reserves: white 14, black 14\nwhite to move');
  });

  it('writes the final board, level by level for Pylos, in the text record', async () => {
    const out = tempDir();
    const { records } = await match(['--game', 'pylos', '--p1', 'engine:depth=1', '--p2', 'engine:depth=1', '--out', out]);
    const text = readFileSync(join(out, 'game-001.txt'), 'utf8');
    expect(text).toMatch(/\nfinal position:\nlevel 1 {5}level 2 {3}level 3 {3}level 4\n(.*\n){5,6}reserves: white \d+, black \d+\n\nresult: /);
    expect(text).toContain(`${records[0].turns.length}. `);
  });

  it("draws Line 'em Up with row 0 on top, as line-em-up play and the seed do", async () => {
    const { output } = await match(['--game', 'line-em-up', '--n', '3', '--p1', 'human', '--p2', 'human'], ['A0', 'B0', 'A1', 'B1', 'A2']);
    expect(output).toContain('   A B C\n 0 W B .\n 1 W B .\n 2 W . .\ngame over: white (line)');
  });
});
