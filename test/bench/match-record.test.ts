import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MatchRecord } from '../../bench/match-record.js';
import type { GameResult } from '../../bench/strength-games.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function recordPath(): string {
  const folder = mkdtempSync(join(tmpdir(), 'match-record-'));
  folders.push(folder);
  return join(folder, 'results', 'pairing.jsonl');
}

const game = (index: number, points: number): GameResult => ({
  index,
  points,
  plies: 30,
  reason: 'top-sphere',
  engineFirst: index % 2 === 0,
  engineMoves: 13,
  engineDepths: 130,
  sparringMoves: 13,
  sparringDepths: 156,
});

describe("a pairing's record of finished games", () => {
  it('keeps the games of a stopped run, so that a restart plays only the others', () => {
    const path = recordPath();
    const settings = { family: 'pylos-standard', engineNodes: 1000 };
    const first = MatchRecord.open(path, settings);
    first.add(game(0, 1));
    first.add(game(3, 0));
    const again = MatchRecord.open(path, settings);
    expect(again.games).toEqual([game(0, 1), game(3, 0)]);
    expect([0, 1, 2, 3].filter((index) => !again.has(index))).toEqual([1, 2]);
  });

  it('refuses a file written with other settings rather than mixing two budgets', () => {
    const path = recordPath();
    MatchRecord.open(path, { engineNodes: 1000 }).add(game(0, 1));
    expect(() => MatchRecord.open(path, { engineNodes: 2000 })).toThrow(/other settings/);
  });
});
