import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/engine.js';
import { Outcome, type SearchGame } from '../../src/engine/game.js';
import type { SearchLimits } from '../../src/engine/limits.js';
import { EVAL_LIMIT } from '../../src/engine/score.js';
import { amazons } from '../../src/games/amazons/index.js';
import { legalMoves } from '../../src/games/replay.js';
import { load, playOut, randomGame } from '../games/amazons/helpers.js';

/** A budget of iterations only: the clock never stops these searches, so every run is the same. */
function iterations(nodes: number): SearchLimits {
  return { algorithm: 'mcts', depth: 1, timeMs: 60_000, nodes };
}

/**
 * Five root moves, of which only the last wins at once (the opponent is left without a move) and
 * the ordering hint ranks it last; after any other, the opponent's one reply wins.
 */
interface Toy {
  path: number[];
}

const toy: SearchGame<Toy> = {
  maxMoves: 5,
  cyclic: false,
  ttBits: 8,
  generateMoves(s, buf) {
    const n = s.path.length === 0 ? 5 : s.path.length === 1 && s.path[0] !== 4 ? 1 : 0;
    for (let i = 0; i < n; i++) buf[i] = i;
    return n;
  },
  makeMove: (s, m) => void s.path.push(m),
  unmakeMove: (s) => void s.path.pop(),
  outcome: (s) => (s.path.length === 2 || (s.path.length === 1 && s.path[0] === 4) ? Outcome.Loss : Outcome.Ongoing),
  sideToMove: (s) => (s.path.length % 2) as 0 | 1,
  hashLo: (s) => s.path.reduce((h, m) => h * 7 + m + 1, 0),
  hashHi: (s) => s.path.length,
  pliesLeftBound: (s) => 2 - s.path.length,
  orderHint: (_s, m) => 100 - m,
};

/**
 * 6x6, red to move: blue's queens are walled in but for C2, which the queen on B1 can still reach.
 * Red wins at once by filling C2 with a queen or an arrow; any other move lets blue out.
 */
const ONE_MOVE_WIN = { board: ['BB#...', 'BB#...', '##.RRR', 'R.....', '......', '......'], toMove: 'red' };

describe('Monte-Carlo tree search (algorithm mcts)', () => {
  it('plays the one move that wins at once, whatever the hint thinks of it', () => {
    const result = createEngine(toy).search({ path: [] }, { evaluate: () => 0 }, iterations(40));
    expect(result.move).toBe(4);
    expect(result.proven).toBe(false);
    expect(Math.abs(result.score)).toBeLessThan(EVAL_LIMIT);
  });

  it('finds an Amazons move that leaves the opponent without a move', () => {
    const state = load(ONE_MOVE_WIN);
    const result = amazons.engine.search(state, amazons.evaluations.default, iterations(300));
    amazons.search.makeMove(state, result.move);
    expect(amazons.search.outcome(state)).toBe(Outcome.Loss);
  });

  it('runs exactly its iteration budget, and the same budget gives the same answer', () => {
    const state = load({ moves: ['D0D4J4', 'G9G4G2'] });
    const search = (nodes: number) => amazons.engine.search(state, amazons.evaluations.default, iterations(nodes));
    const first = search(200);
    expect(first.stats).toMatchObject({ nodes: 200, stopReason: 'nodes', complete: false });
    const again = search(200);
    expect([again.move, again.score, again.pv, again.stats.evaluations]).toEqual([first.move, first.score, first.pv, first.stats.evaluations]);
    expect(search(400).stats.nodes).toBe(400);
  });

  it('lists root moves from the same tree: distinct, legal, the best move and its line first', () => {
    const state = load({ moves: ['D0D4J4', 'G9G4G2'] });
    const best = amazons.engine.search(state, amazons.evaluations.default, iterations(300));
    const { lines, stats } = amazons.engine.rootMoves(state, amazons.evaluations.default, iterations(300), 8);
    expect(stats.nodes).toBe(300);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatchObject({ move: best.move, score: best.score, pv: best.pv });
    expect(new Set(lines.map((l) => l.move)).size).toBe(8);
    const legal = legalMoves(amazons, state);
    for (const line of lines) expect(legal).toContain(line.move);
  });

  it('answers a legal move of any position on any budget, and leaves the position as it found it', () => {
    fc.assert(
      fc.property(randomGame, fc.integer({ min: 1, max: 60 }), (game, nodes) => {
        const { state } = playOut(game);
        const legal = legalMoves(amazons, state);
        fc.pre(legal.length > 0);
        const key = amazons.key(state);
        const result = amazons.engine.search(state, amazons.evaluations.default, iterations(nodes));
        expect(legal).toContain(result.move);
        expect(result.pv[0]).toBe(result.move);
        expect(amazons.key(state)).toBe(key);
      }),
      { numRuns: 30 },
    );
  });
});
