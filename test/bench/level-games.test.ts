import { describe, expect, it } from 'vitest';
import { playLevelGame } from '../../bench/level-games.js';
import { lineEmUp } from '../../src/games/line-em-up/index.js';
import { replay } from '../../src/games/replay.js';

describe("a game of the levels' ladder", () => {
  it("plays trial settings in place of the table's, from a trial start, and replays to its end", () => {
    const start = { n: 6, s: 4 };
    const result = playLevelGame({
      game: 'line-em-up',
      level: 5,
      index: 1,
      trial: { level: { depth: 1, nodes: 500, temperature: 1 }, opponent: { depth: 2, nodes: 50_000, temperature: 1 } },
      start,
    });
    // Level 5 of the table searches 2 plies and level 4 one; the trial's are the other way round.
    expect(result.engineDepths / result.engineMoves).toBe(1);
    expect(result.sparringDepths / result.sparringMoves).toBeGreaterThan(1);
    const replayed = replay(lineEmUp, { ...start, moves: result.moves });
    if (!replayed.valid) throw new Error(replayed.reason);
    expect(lineEmUp.status(replayed.state).over).toBe(true);
    expect(result.engineFirst).toBe(false);
  });
});
