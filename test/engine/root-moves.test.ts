import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/analysis/analyse.js';
import { evaluationOf } from '../../src/analysis/answer-terms.js';
import { engineOf } from '../../src/analysis/engines.js';
import { analyseLines } from '../../src/analysis/lines.js';
import { resolveSearch } from '../../src/analysis/search-options.js';
import { registry } from '../../src/games/index.js';
import { seededRandom } from '../../src/games/random.js';
import { replay } from '../../src/games/replay.js';
import { playRandomly } from '../../bench/random-play.js';

/** Positions whose analyses prove some lines, through the kernel's solve or the engine's own. */
const CASES: [string, object, number][] = [
  ['connect4', { moves: '' }, 3],
  ['connect4', { moves: '' }, 6],
  ['connect4', { moves: '' }, 26],
  ['line-em-up', { n: 7, s: 4 }, 12],
];

/**
 * Multi-PV searches every root move over one table, which the earlier moves' searches have
 * filled: a proven line must still say what the position after its move, searched alone, proves.
 */
describe('analyse over one table', () => {
  it.each(CASES)('%s %j after %i random plies: each proven line is the proof of its move searched alone', (id, params, plies) => {
    registry.find(id)!.use((game) => {
      const start = replay(game, game.positionSchema.parse(params));
      if (!start.valid) throw new Error(start.reason);
      playRandomly(game, start.state, seededRandom(plies), plies);
      const analysis = analyseLines(game, start.state, resolveSearch(game.info, { nodes: 50_000 }), 7);
      const proven = analysis.lines.filter((line) => line.score.outcome !== undefined);
      expect(proven.length).toBeGreaterThan(0);
      for (const line of proven) {
        const after = game.clone(start.state);
        const parsed = game.parseMove(after, line.move.notation);
        if (!parsed.ok) throw new Error(parsed.fault.reason);
        game.search.makeMove(after, parsed.value);
        const alone = game.status(after).over ? undefined : analyse(game, after, { nodes: 5_000_000 }).score;
        const opposite = { win: 'loss', loss: 'win', draw: 'draw' } as const;
        if (alone === undefined) expect(line.score.outcome).toBe('win');
        else expect({ outcome: line.score.outcome, plies: line.score.plies }).toEqual({ outcome: alone.outcome && opposite[alone.outcome], plies: (alone.plies ?? 0) + 1 });
      }
    });
  });
});

/** Amazons' root on its 10x10 board: over two thousand moves, the case a level narrows. */
describe('a narrowed root (LineShape.width)', () => {
  it('searches past the first ply only the best moves of the ply before, and answers those alone, all from the last depth', () => {
    registry.find('amazons')!.use((game) => {
      const start = replay(game, game.positionSchema.parse({ size: 10, moves: [] }));
      if (!start.valid) throw new Error(start.reason);
      playRandomly(game, start.state, seededRandom(41), 30);
      const resolved = resolveSearch(game.info, { nodes: 10_000_000, timeMs: 60_000 });
      const lines = (depth: number, width?: number) =>
        engineOf(game).rootMoves(game.clone(start.state), evaluationOf(game, resolved), { ...resolved, depth }, { count: game.search.maxMoves, width }, game.history?.bind(game));
      const first = lines(1).lines;
      const narrowed = lines(2, 12);
      expect(first.length).toBeGreaterThan(12);
      expect(narrowed.stats.depth).toBe(2);
      expect(narrowed.lines.map((l) => l.move).sort()).toEqual(first.slice(0, 12).map((l) => l.move).sort());
      expect(narrowed.lines.every((l) => l.depth === 2 || l.proven)).toBe(true);
      // Every move the full ply-2 search values: the narrowed one costs a fraction of it.
      expect(narrowed.stats.nodes).toBeLessThan(lines(2).stats.nodes / 10);
    });
  });
});
