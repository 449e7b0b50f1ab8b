import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { amazons } from '../../src/games/amazons/index.js';
import { connect4 } from '../../src/games/connect4/index.js';
import { connect4Solver } from '../../src/games/connect4/solver.js';
import { registry } from '../../src/games/index.js';
import { lineEmUp } from '../../src/games/line-em-up/index.js';
import { replay } from '../../src/games/replay.js';
import { gameSchemas } from '../../src/service/schemas.js';
import { solvedPositions } from '../games/connect4/fixtures.js';
import { ok, problem, testService } from './helpers.js';

const service = testService();
afterAll(() => service.close());
const analyse = (game: string, body: unknown) => request(service.app).post(`/v1/games/${game}/analyse`).send(body as object);
const c4 = gameSchemas(connect4);

/** The root's proven score when this column is played, from our solver on the position after it. */
function solvedChild(moves: string): { outcome: 'win' | 'loss' | 'draw'; plies: number } {
  const read = replay(connect4, { moves });
  if (!read.valid) throw new Error(read.reason);
  const status = connect4.status(read.state);
  if (status.over) return status.winner === null ? { outcome: 'draw', plies: 1 } : { outcome: 'win', plies: 1 };
  const { solved } = connect4Solver.solve(read.state, { nodes: 100_000_000, expired: () => false });
  if (solved === null) throw new Error(`unsolved ${moves}`);
  // The child's side to move wins (plies > 0) when the root's loses, one ply later.
  const { plies } = solved;
  // A draw fills the board: every cell left at the root.
  if (plies === 0) return { outcome: 'draw', plies: 42 - (moves.length - 1) };
  return plies > 0 ? { outcome: 'loss', plies: plies + 1 } : { outcome: 'win', plies: -plies + 1 };
}

describe('analyse', () => {
  for (const set of ['Test_L3_R1', 'Test_L2_R1']) {
    it(`Connect 4 (${set}): the best line is the set's score, every other column what our solver gives after it`, async () => {
      for (const p of solvedPositions(set).slice(0, 6)) {
        const answer = ok(await analyse('connect4', { position: { moves: p.moves }, search: { nodes: 50_000_000 } }), c4.analyseResponse);
        const legal = [1, 2, 3, 4, 5, 6, 7].filter((c) => replay(connect4, { moves: p.moves + c }).valid);
        expect(answer.lines.map((l) => Number(l.move.notation)).sort()).toEqual(legal);
        expect(answer.lines[0].score, p.moves).toMatchObject({ outcome: p.outcome, plies: p.plies });
        for (const line of answer.lines) {
          const expected = solvedChild(p.moves + line.move.notation);
          expect({ moves: p.moves, column: line.move.notation, ...line.score }).toMatchObject({ ...expected, value: expect.any(Number) });
          expect(line.pv[0]).toEqual(line.move);
        }
        const values = answer.lines.map((l) => l.score.value);
        expect(values).toEqual([...values].sort((a, b) => b - a));
        expect(answer.stats.stopReason).toBe('proven');
      }
    });
  }

  it("Line 'em Up 3x3: every move of a position is proved, each as best-move proves the position after it", async () => {
    // White holds A 0 and B 1, black C 0 and A 2; white to move wins at once with C 2.
    const schemas = gameSchemas(lineEmUp);
    const moves = ['A 0', 'C 0', 'B 1', 'A 2'];
    const answer = ok(await analyse('line-em-up', { position: { n: 3, s: 3, blocs: [], moves } }), schemas.analyseResponse);
    expect(answer.lines).toHaveLength(5);
    expect(answer.lines[0].move.notation).toBe('C 2');
    expect(answer.lines[0].score).toMatchObject({ outcome: 'win', plies: 1 });
    for (const line of answer.lines.slice(1)) {
      const after = { n: 3, s: 3, blocs: [], moves: [...moves, line.move.notation] };
      const reply = ok(await request(service.app).post('/v1/games/line-em-up/best-move').send({ position: after }), schemas.bestMoveResponse);
      const flipped = { win: 'loss', loss: 'win', draw: 'draw' } as const;
      expect(reply.score.outcome, line.move.notation).toBeDefined();
      expect(line.score, line.move.notation).toEqual({
        value: reply.score.value === 0 ? 0 : -reply.score.value + Math.sign(reply.score.value),
        outcome: flipped[reply.score.outcome!],
        plies: reply.score.outcome === 'draw' ? 5 : reply.score.plies! + 1,
        ...(reply.score.mate === undefined ? {} : { mate: -reply.score.mate - Math.sign(reply.score.mate) }),
      });
    }
    expect(answer.stats.stopReason).toBe('proven');
  });

  it('lists the default number of lines: every move of a narrow position, else 5', async () => {
    const narrow = ok(await analyse('connect4', { position: { moves: '44' }, search: { depth: 2 } }), c4.analyseResponse);
    expect(narrow.lines).toHaveLength(7);
    const schemas = gameSchemas(lineEmUp);
    const wide = ok(await analyse('line-em-up', { position: { n: 5, s: 4, blocs: [] }, search: { depth: 2 } }), schemas.analyseResponse);
    expect(wide.lines).toHaveLength(5);
  });

  it('lists `lines` lines, all of them when there are fewer, and refuses 0 or over 64 naming the field', async () => {
    const three = ok(await analyse('connect4', { position: { moves: '44' }, lines: 3, search: { depth: 3 } }), c4.analyseResponse);
    expect(three.lines).toHaveLength(3);
    expect(three.stats.depth).toBe(3);
    const all = ok(await analyse('connect4', { position: { moves: '44' }, lines: 64, search: { depth: 1 } }), c4.analyseResponse);
    expect(all.lines).toHaveLength(7);
    for (const lines of [0, 65, 2.5]) {
      const body = problem(await analyse('connect4', { position: { moves: '44' }, lines }), 400, 'invalid-request');
      expect(body.errors.map((e) => e.path)).toEqual(['lines']);
    }
  });

  it('sorts the lines best first, and the best line agrees with best-move searched to the same depth', async () => {
    const position = { moves: '4453' };
    const answer = ok(await analyse('connect4', { position, search: { depth: 6 } }), c4.analyseResponse);
    const best = ok(await request(service.app).post('/v1/games/connect4/best-move').send({ position, search: { depth: 6 } }), c4.bestMoveResponse);
    expect(answer.lines[0].score.value).toBe(best.score.value);
    const values = answer.lines.map((l) => l.score.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('caches reproducible answers under a key that names the number of lines', async () => {
    const body = { position: { moves: '4' }, search: { depth: 4 } };
    expect(ok(await analyse('connect4', { ...body, lines: 2 }), c4.analyseResponse).stats.cached).toBe(false);
    const again = ok(await analyse('connect4', { ...body, lines: 2 }), c4.analyseResponse);
    expect(again.stats.cached).toBe(true);
    expect(again.lines).toHaveLength(2);
    const other = ok(await analyse('connect4', { ...body, lines: 3 }), c4.analyseResponse);
    expect(other.stats.cached).toBe(false);
    expect(other.lines).toHaveLength(3);
  });

  it('answers 422 game-over on a finished position', async () => {
    problem(await analyse('connect4', { position: { moves: '1212121' } }), 422, 'game-over');
  });

  for (const game of registry.games) {
    it(`${game.info.id}: analyses each published example within the limits, lines sorted and legal`, async () => {
      const schemas = game.use(gameSchemas);
      for (const format of game.info.positionFormats) {
        const legal = ok(await request(service.app).post(`/v1/games/${game.info.id}/legal-moves`).send({ position: format.example }), schemas.legalMovesResponse);
        if (legal.count === 0) continue;
        // Amazons' 10x10 examples do not finish depth 2 of every root move within the default clock (10 s).
        const answer = ok(await analyse(game.info.id, { position: format.example, lines: 3, search: { depth: 2, timeMs: 2_000 } }), schemas.analyseResponse);
        expect(answer.lines).toHaveLength(Math.min(3, legal.count));
        for (const line of answer.lines) expect(legal.moves).toContainEqual(line.move);
        const values = answer.lines.map((l) => l.score.value);
        expect(values).toEqual([...values].sort((a, b) => b - a));
        // Searched to the answer's depth, not a one-ply value ranked beside deeper ones (a game that
        // prunes forward deepens only some of its moves).
        if (answer.stats.depth >= 2) for (const line of answer.lines) if (line.score.outcome === undefined) expect(line.pv.length).toBeGreaterThanOrEqual(2);
      }
    });
  }

  it('stops within a node limit even before the first iteration on a wide root (Amazons\' 2,176 moves)', async () => {
    const answer = ok(await analyse('amazons', { position: {}, search: { nodes: 10 } }), gameSchemas(amazons).analyseResponse);
    expect(answer.stats.stopReason).toBe('nodes');
    expect(answer.stats.nodes).toBeLessThanOrEqual(10);
    expect(answer.lines).toHaveLength(5);
  });
});
