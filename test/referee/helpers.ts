import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { registry } from '../../src/games/index.js';
import type { GameRecord } from '../../src/referee/game-record.js';
import { runMatch } from '../../src/referee/match-command.js';
import { readPosition } from '../support/read-position.js';
import { sink } from '../support/sink.js';
import { compiledGames } from '../support/compiled-games.js';

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'referee-'));
}

/**
 * Runs the match command with scripted terminal lines; returns the records and what it printed.
 * Records go to a fresh temporary folder unless argv names one.
 */
export async function match(argv: string[], lines: string[] = []) {
  const out = sink();
  const input = Readable.from(lines.map((line) => `${line}\n`));
  const folder = argv.includes('--out') ? [] : ['--out', tempDir()];
  const records = await runMatch([...argv, ...folder], { games: compiledGames, input, output: out.stream });
  return { records, output: out.text() };
}

/**
 * Checks a finished game's record against the rules: its moves, replayed by the game from its
 * parameters, are legal and reach a position whose end agrees with the recorded result.
 */
export function expectConsistentEnd(record: GameRecord): void {
  registry.find(record.game)!.use((game) => {
    const moves = record.turns.map((turn) => turn.notation);
    const read = readPosition(game, { ...record.parameters, moves });
    expect(read.valid, JSON.stringify(read)).toBe(true);
    if (!read.valid) return;
    const status = game.status(read.state);
    expect(status.over).toBe(true);
    expect(record.reason).toBe(status.reason);
    expect(record.winner === null ? null : record.colours[record.winner]).toBe(status.winner);
  });
}
