import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/analysis/analyse.js';
import { pickLine, SAFE_LEVEL } from '../../src/analysis/level.js';
import { provenScore } from '../../src/core/score.js';
import { lineEmUp } from '../../src/games/line-em-up/index.js';
import { MAX_LEVEL } from '../../src/games/level-table.js';
import { isSeeded, resolveSearch } from '../../src/analysis/search-options.js';
import { registry } from '../../src/games/index.js';
import { seededRandom } from '../../src/games/random.js';
import { legalMoves } from '../../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../../src/games/types.js';
import { playRandomly } from '../../bench/random-play.js';
import { readPosition } from '../support/read-position.js';

/** Boards small enough for a test, with one-move wins and threats to find (Line 'em Up: 5x5, four in a row). */
const PARAMS: Record<string, object> = { connect4: {}, 'line-em-up': { n: 5, s: 4 }, pylos: {}, amazons: { size: 6 } };
/** Caps every level's own budget, so the test stays in seconds (the levels differ below it). */
const NODE_CAP = 20_000;

function startOf<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>): S {
  const read = readPosition(game, PARAMS[game.info.id]);
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/** Whether playing `move` ends the game won by its mover, read from the game's status. */
function wins<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S, move: number): boolean {
  const mover = game.info.colours[game.search.sideToMove(state)];
  const after = game.clone(state);
  game.search.makeMove(after, move);
  return game.status(after).winner === mover;
}

function allowsWin<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S, move: number): boolean {
  const after = game.clone(state);
  game.search.makeMove(after, move);
  return !game.status(after).over && legalMoves(game, after).some((reply) => wins(game, after, reply));
}

/** The move a level plays, as the engine's number. */
function played<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S, level: number, seed: number): number {
  const answer = analyse(game, state, { level, seed, nodes: NODE_CAP });
  const parsed = game.parseMove(game.clone(state), answer.move.notation);
  if (!parsed.ok) throw new Error(`level ${level} played ${answer.move.notation}: ${parsed.fault.reason}`);
  return parsed.value;
}

describe.each(registry.ids)('levels of %s', (id) => {
  it('without a level, answers as before; the top level plays the same move and says its level', () => {
    registry.find(id)!.use((game) => {
      const state = startOf(game);
      playRandomly(game, state, seededRandom(7), 6);
      expect(resolveSearch(game.info, { nodes: NODE_CAP })).not.toHaveProperty('level');
      const plain = analyse(game, state, { nodes: NODE_CAP });
      expect(plain.stats).not.toHaveProperty('level');
      expect(plain.stats).not.toHaveProperty('seed');
      const { stats, ...top } = analyse(game, state, { nodes: NODE_CAP, level: MAX_LEVEL });
      expect(stats.level).toBe(MAX_LEVEL);
      const { stats: _, ...answer } = plain;
      expect(top).toEqual(answer);
    });
  });

  it('the same seed gives the same move; 20 seeds at level 1 from the start give at least 3 moves; the stats say level and seed', () => {
    registry.find(id)!.use((game) => {
      const state = startOf(game);
      const first = analyse(game, state, { level: 4, seed: 12345, nodes: NODE_CAP });
      expect(analyse(game, state, { level: 4, seed: 12345, nodes: NODE_CAP }).move).toEqual(first.move);
      expect(first.stats).toMatchObject({ level: 4, seed: 12345 });
      const moves = new Set(Array.from({ length: 20 }, (_, seed) => analyse(game, state, { level: 1, seed }).move.notation));
      expect(moves.size).toBeGreaterThanOrEqual(3);
      const drawn = analyse(game, state, { level: 1 });
      expect(drawn.stats.seed).toEqual(expect.any(Number));
      expect(isSeeded(resolveSearch(game.info, { level: 1 }))).toBe(false);
      expect(isSeeded(resolveSearch(game.info, { level: 1, seed: drawn.stats.seed }))).toBe(true);
    });
  });

  it(`from level ${SAFE_LEVEL} up, takes a win in one and leaves no one-move loss open when a move avoids it; every level plays legal moves`, () => {
    registry.find(id)!.use((game) => {
      const random = seededRandom(41);
      let checked = 0;
      for (let g = 0; g < 12; g++) {
        const state = startOf(game);
        const plies = playRandomly(game, state, random, Math.floor(random() * 60)).length;
        const level = 1 + ((g + plies) % (MAX_LEVEL - 1));
        const move = played(game, state, level, g);
        expect(legalMoves(game, state)).toContain(move);
        const moves = legalMoves(game, state);
        // A wide root (Amazons) is checked on a sample of its moves.
        const sample = moves.length > 60 ? moves.filter((_, i) => i % Math.ceil(moves.length / 60) === 0) : moves;
        const winning = sample.some((m) => wins(game, state, m));
        const safeMoveExists = sample.some((m) => !allowsWin(game, state, m));
        const trap = sample.some((m) => allowsWin(game, state, m));
        for (let safe = SAFE_LEVEL; safe < MAX_LEVEL; safe += 3) {
          const chosen = played(game, state, safe, g);
          if (winning) expect(wins(game, state, chosen)).toBe(true);
          else if (safeMoveExists) expect(allowsWin(game, state, chosen)).toBe(false);
          if (winning || (trap && safeMoveExists)) checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  });
});

describe("Line 'em Up's pick", () => {
  it('ranks a proven win above a threat to win next, and a proven loss below a threat against it', () => {
    const state = startOf(lineEmUp);
    // White to move with three in a row and the fourth cell free: e2's value of a threat to win next move, its largest.
    const threat = readPosition(lineEmUp, { ...PARAMS['line-em-up'], moves: ['A 0', 'A 4', 'B 0', 'B 4', 'C 0', 'C 4'] });
    if (!threat.valid) throw new Error(threat.reason);
    const winNext = lineEmUp.evaluations.e2.evaluate(threat.state);
    expect(winNext).toBeGreaterThan(100_000);
    const table = lineEmUp.levels!;
    const top = table.settings[MAX_LEVEL - 2];
    const pick = (a: number, proven: boolean, b: number) =>
      pickLine(lineEmUp.search, state, [{ move: 0, score: a, proven, pv: [0], depth: 4 }, { move: 1, score: b, proven: false, pv: [1], depth: 4 }], MAX_LEVEL - 1, top, table.decisive, seededRandom(1)).move;
    expect(pick(provenScore(5), true, winNext)).toBe(0);
    expect(pick(provenScore(-6), true, -winNext)).toBe(1);
  });
});
