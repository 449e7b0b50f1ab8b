import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { WIN } from '../../../src/core/score.js';
import { strong } from '../../../src/games/connect4/evaluate.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import { connect4Kernel } from '../../../src/games/connect4/kernel.js';
import { Connect4State } from '../../../src/games/connect4/rules.js';
import { connect4Solver } from '../../../src/games/connect4/solver.js';
import { seededRandom } from '../../../src/games/random.js';
import { replay } from '../../../src/games/replay.js';
import { solvedPositions } from './fixtures.js';

const unlimited = { nodes: Infinity, expired: () => false };
const estimate = connect4Solver.estimate!;

function load(moves: string): Connect4State {
  const position = replay(connect4, { moves });
  if (!position.valid) throw new Error(position.reason);
  return position.state;
}

/** Random positions with no win at once for either side, so that the leaf evaluation is what answers. */
function quietPositions(count: number): Connect4State[] {
  const random = seededRandom(0x4b);
  const found: Connect4State[] = [];
  while (found.length < count) {
    const state = Connect4State.empty();
    const stones = 4 + Math.floor(random() * 24);
    while (state.stones < stones && !connect4.status(state).over) {
      const open = [0, 1, 2, 3, 4, 5, 6].filter((col) => !state.isFull(col));
      state.play(open[Math.floor(random() * open.length)]);
    }
    if (connect4.status(state).over) continue;
    state.computeThreats();
    if (state.playable[0] !== 0 || state.playable[1] !== 0) continue;
    found.push(state);
  }
  return found;
}

describe("the Connect 4 kernel's estimate", () => {
  it("evaluates a position as the engine's own evaluation does", () => {
    const kernel = connect4Kernel();
    for (const state of quietPositions(200)) {
      const { lo, hi, toMove } = state;
      expect(kernel.evaluation(lo[toMove], hi[toMove], lo[0] | lo[1], hi[0] | hi[1])).toBe(strong.evaluate(state));
    }
  });

  it('reports a win it sees within its depth exactly, with the line that plays it', () => {
    const [p] = solvedPositions('Test_L3_R1').filter((q) => q.outcome === 'win' && q.plies === 3);
    const { result } = estimate(load(p.moves), 3, unlimited);
    expect(result).toMatchObject({ proven: true, score: WIN - 3 });
    const after = replay(connect4, { moves: p.moves + result!.pv.map((col) => col + 1).join('') });
    if (!after.valid) throw new Error(after.reason);
    expect(connect4.status(after.state).reason).toBe('four-in-a-row');
  });

  it('answers, deepened, when the solve runs out of nodes', () => {
    const [hard] = solvedPositions('Test_L1_R3');
    const answer = analyse(connect4, load(hard.moves), { nodes: 400_000 });
    expect(answer.stats.stopReason).toBe('nodes');
    expect(answer.stats.nodes).toBeLessThanOrEqual(400_000);
    expect(answer.stats.depth).toBeGreaterThanOrEqual(4);
    expect(answer.stats.evaluations).toBeGreaterThan(0);
    expect(answer.stats.evaluationsPerDepth.reduce((a, b) => a + b, 0)).toBe(answer.stats.evaluations);
    expect(answer.pv[0]).toEqual(answer.move);
    const after = replay(connect4, { moves: hard.moves + answer.pv.map((m) => m.notation).join('') });
    expect(after.valid).toBe(true);
    // The deepest finished iteration's line, or the unfinished one's when it found a better move.
    expect([answer.stats.depth, answer.stats.depth + 1]).toContain(answer.pv.length);
  });
});
