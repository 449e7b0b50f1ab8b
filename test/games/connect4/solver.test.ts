import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { engineOf } from '../../../src/analysis/engines.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import { replay } from '../../../src/games/replay.js';
import { createEngine } from '../../../src/engine/engine.js';
import type { SearchLimits } from '../../../src/engine/limits.js';
import { strong } from '../../../src/games/connect4/evaluate.js';
import { Connect4State, connect4Search } from '../../../src/games/connect4/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { solvedPositions } from './fixtures.js';

function solve(moves: string) {
  const position = replay(connect4, { moves });
  if (!position.valid) throw new Error(position.reason);
  // A node limit instead of the clock: the same answer on every machine.
  return analyse(connect4, position.state, { nodes: 5_000_000 });
}

describe("Pons' End-Easy set (Test_L3_R1)", () => {
  it('proves every position with the exact outcome and plies to the end', () => {
    const wrong: string[] = [];
    for (const p of solvedPositions('Test_L3_R1')) {
      const { score, stats } = solve(p.moves);
      if (score.outcome !== p.outcome || score.plies !== p.plies || stats.stopReason !== 'proven') {
        wrong.push(`${p.moves}: expected ${p.outcome} in ${p.plies}, got ${JSON.stringify(score)} (${stats.stopReason})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('plays the winning move when it proves a win', () => {
    for (const p of solvedPositions('Test_L3_R1').filter((q) => q.outcome === 'win').slice(0, 50)) {
      const answer = solve(p.moves);
      const after = replay(connect4, { moves: p.moves + answer.move.notation });
      if (!after.valid) throw new Error(after.reason);
      const reply = analyse(connect4, after.state, { nodes: 5_000_000 });
      // The opponent, after our move, is lost in one ply fewer.
      expect(reply.score.outcome === 'loss' || connect4.status(after.state).over).toBe(true);
      if (reply.score.outcome === 'loss') expect(reply.score.plies).toBe(p.plies - 1);
    }
  });
});

describe('the WebAssembly solver the engine runs first', () => {
  const untimed = (depth = 42): SearchLimits => ({ algorithm: 'iterative', depth, timeMs: Infinity, nodes: 100_000_000 });

  it('gives a principal variation, read from its table, that plays the proven result out', () => {
    for (const p of solvedPositions('Test_L3_R1').filter((q) => q.outcome !== 'draw').slice(0, 100)) {
      const answer = solve(p.moves);
      const after = replay(connect4, { moves: p.moves + answer.pv.map((m) => m.notation).join('') });
      if (!after.valid) throw new Error(`${p.moves}: ${after.reason}`);
      expect(answer.pv).toHaveLength(p.plies);
      const root = replay(connect4, { moves: p.moves });
      if (!root.valid) throw new Error(root.reason);
      const mover = connect4.describe(root.state).toMove;
      const status = connect4.status(after.state);
      expect(status.reason).toBe('four-in-a-row');
      expect(status.winner === mover).toBe(p.outcome === 'win');
    }
  });

  it("agrees with the engine's own exact search, on balanced boards and on the course's unbalanced ones", () => {
    const withoutSolver = createEngine({ ...connect4Search, solver: undefined });
    const random = seededRandom(0xc4);
    let compared = 0;
    while (compared < 40) {
      const state = Connect4State.empty();
      const stones = 22 + Math.floor(random() * 8);
      while (state.stones < stones && connect4.status(state).over === false) {
        const open = [0, 1, 2, 3, 4, 5, 6].filter((col) => !state.isFull(col));
        state.play(open[Math.floor(random() * open.length)]);
      }
      // Every other position gets the other side to move, as the course's boards may.
      if (compared % 2 === 1) connect4.skipTurn?.(state);
      if (connect4.status(state).over) continue;
      const ours = engineOf(connect4).search(state, strong, untimed());
      const reference = withoutSolver.search(state, strong, untimed());
      expect(reference.proven).toBe(true);
      expect([ours.score, ours.proven]).toEqual([reference.score, true]);
      compared++;
    }
  });

  it('hands what is left of a node limit to the heuristic search when the solve does not finish', () => {
    const [hard] = solvedPositions('Test_L1_R3');
    const position = replay(connect4, { moves: hard.moves });
    if (!position.valid) throw new Error(position.reason);
    const answer = analyse(connect4, position.state, { nodes: 200_000 });
    expect(answer.score.outcome).toBeUndefined();
    expect(answer.stats).toMatchObject({ stopReason: 'nodes', complete: false });
    expect(answer.stats.nodes).toBeLessThanOrEqual(200_000);
    // Half the budget went to the solver, and the search that followed used the rest.
    expect(answer.stats.nodes).toBeGreaterThan(150_000);
    expect(answer.stats.nodesPerDepth.reduce((a, b) => a + b, 0)).toBe(answer.stats.nodes);
    expect(answer.stats.depth).toBeGreaterThan(0);
  });

  it('leaves depth-limited searches to the heuristic search', () => {
    const position = replay(connect4, { moves: solvedPositions('Test_L3_R1')[0].moves });
    if (!position.valid) throw new Error(position.reason);
    const answer = analyse(connect4, position.state, { depth: 2 });
    expect(answer.stats.depth).toBe(2);
    expect(answer.stats.evaluations).toBeGreaterThan(0);
  });
});
