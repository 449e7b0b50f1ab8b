import { describe, expect, it } from 'vitest';
import { PYLOS_LOST_FILES, pylosLostGames, pylosLostOpenings } from '../../../bench/lost-games.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { replay } from '../../../src/games/replay.js';

describe('the openings of the Pylos games our engine lost', () => {
  it('reads every lost game, issue 47\'s two included, and each replays legally', () => {
    const games = PYLOS_LOST_FILES.flatMap((file) => pylosLostGames(file));
    expect(games).toHaveLength(7);
    for (const moves of games) expect(replay(pylos, { rules: 'standard', moves })).toMatchObject({ valid: true });
    // lost-games-3.md: both games were read whole, removals included, as long as its headings say.
    expect(pylosLostGames('lost-games-3.md').map((moves) => moves.length)).toEqual([39, 34]);
  });

  it('are each game\'s first plies, each opening once, legal under both rule sets', () => {
    const openings = pylosLostOpenings(4);
    const games = PYLOS_LOST_FILES.flatMap((file) => pylosLostGames(file));
    expect(new Set(openings.map((moves) => moves.join(' '))).size).toBe(openings.length);
    expect(new Set(games.map((moves) => moves.slice(0, 4).join(' ')))).toEqual(new Set(openings.map((moves) => moves.join(' '))));
    expect(openings.length).toBeLessThan(games.length);
    for (const rules of ['standard', 'advanced'] as const) for (const moves of openings) expect(replay(pylos, { rules, moves })).toMatchObject({ valid: true });
  });
});
