import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { EVAL_LIMIT } from '../../../src/core/score.js';
import { e1, e2, forks } from '../../../src/games/line-em-up/evaluate.js';
import { lineEmUp } from '../../../src/games/line-em-up/index.js';
import { replay } from '../../../src/games/replay.js';
import { position } from './helpers.js';

/** Generous limits for proofs: the node count, not the machine's speed, bounds them. */
const PROOF = { timeMs: 600_000, nodes: 50_000_000 };

describe('proven results with the transposition table', () => {
  it('tic-tac-toe (n=3, b=0, s=3) is a draw', () => {
    const answer = analyse(lineEmUp, position({ n: 3, s: 3 }), PROOF);
    expect(answer.score).toMatchObject({ outcome: 'draw', plies: 9 });
    expect(answer.score.value === 0).toBe(true);
    expect(answer.stats.stopReason).toBe('proven');
  });

  it('n=4, b=0, s=3 is a first-player win', () => {
    const answer = analyse(lineEmUp, position({ n: 4, s: 3 }), PROOF);
    // Three white pieces need five plies: the fastest win there can be, and it is forced.
    expect(answer.score).toMatchObject({ outcome: 'win', plies: 5 });
    const after = replay(lineEmUp, { n: 4, s: 3, moves: [answer.move.notation] });
    if (!after.valid) throw new Error(after.reason);
    expect(analyse(lineEmUp, after.state, PROOF).score).toMatchObject({ outcome: 'loss', plies: 4 });
  });

  it('n=4, b=0, s=4 is a draw', () => {
    const answer = analyse(lineEmUp, position({ n: 4, s: 4 }), PROOF);
    expect(answer.score).toMatchObject({ outcome: 'draw', plies: 16 });
    expect(answer.score.value === 0).toBe(true);
    expect(answer.stats.stopReason).toBe('proven');
  });
});

describe('the textbook searches', () => {
  const cases = [
    { what: '4x4, s=3, two moves in', p: { n: 4, s: 3, moves: ['B1', 'C2'] }, depth: 4 },
    { what: '5x5, s=4, two blocs', p: { n: 5, s: 4, blocs: ['A0', 'E4'], moves: ['C2', 'B1', 'D3'] }, depth: 3 },
  ];
  for (const { what, p, depth } of cases) {
    for (const evaluation of ['e1', 'e2']) {
      it(`minimax and alpha-beta choose the same move, alpha-beta evaluating fewer states (${what}, ${evaluation})`, () => {
        const state = position(p);
        const minimax = analyse(lineEmUp, state, { algorithm: 'minimax', depth, evaluation });
        const alphabeta = analyse(lineEmUp, state, { algorithm: 'alphabeta', depth, evaluation });
        expect(alphabeta.move).toEqual(minimax.move);
        expect(alphabeta.score.value).toBe(minimax.score.value);
        expect(minimax.stats.complete && alphabeta.stats.complete).toBe(true);
        expect(alphabeta.stats.evaluations).toBeLessThan(minimax.stats.evaluations);
        expect(alphabeta.stats.nodes).toBeLessThan(minimax.stats.nodes);
      });
    }
  }
});

/** A clock that advances one millisecond each time the search reads it. */
function tickingClock() {
  let t = 0;
  return { now: () => t++, reads: () => t };
}

describe('the time limit, with an injected clock', () => {
  // White has C0-F0 on a 10x10 board with s=5: B0 and G0 win. In natural order A0 comes first.
  const threat = { n: 10, s: 5, moves: ['C0', 'A9', 'D0', 'C9', 'E0', 'E9', 'F0', 'G9'] };

  it('a cut-short alpha-beta returns the best move fully searched so far', () => {
    const state = position(threat);
    const full = analyse(lineEmUp, state, { algorithm: 'alphabeta', depth: 3, evaluation: 'e1' });
    // A microsecond a reading: the search reads the clock ever less often, and stops a few hundred nodes
    // in (its time counts from the request's first reading, one before the search's own clock).
    let now = 0;
    const cut = analyse(lineEmUp, state, { algorithm: 'alphabeta', depth: 3, timeMs: 0.006, evaluation: 'e1' }, { now: () => (now += 0.001) });
    expect(cut.stats).toMatchObject({ complete: false, stopReason: 'time' });
    expect(cut.stats.nodes).toBeLessThan(full.stats.nodes);
    // A0 was searched first, then B0 won: the answer is B0, not the first move.
    expect(cut.move.notation).toBe('B 0');
    expect(full.move.notation).toBe('B 0');
  });

  it('the iterative search stops in time and still answers a legal move', () => {
    const state = position({ n: 10, s: 5 });
    const clock = tickingClock();
    const answer = analyse(lineEmUp, state, { timeMs: 8, evaluation: 'e2' }, { now: clock.now });
    expect(answer.stats.stopReason).toBe('time');
    expect(answer.stats.nodes).toBeLessThanOrEqual(8 * 1024);
    expect(answer.stats.depth).toBeGreaterThan(0);
    expect(lineEmUp.parseMove(state, answer.move.notation).ok).toBe(true);
  });
});

describe('the heuristics', () => {
  const evaluations = { e1, e2 };

  it('are zero on the empty board and favour the side that moved first after its move', () => {
    for (const h of Object.values(evaluations)) {
      expect(h.evaluate(position({ n: 5, s: 4 }))).toBe(0);
      // Black to move, white holds the centre: bad for black.
      expect(h.evaluate(position({ n: 5, s: 4, moves: ['C2'] }))).toBeLessThan(0);
      expect(h.evaluate(position({ n: 5, s: 4, moves: ['C2', 'A0'] }))).toBeGreaterThan(0);
    }
  });

  it('e1 counts open windows only; e2 weighs them by how full they are', () => {
    // White to move with an open three (s=4) against black's three scattered pieces.
    const state = position({ n: 5, s: 4, moves: ['B2', 'A0', 'C2', 'E0', 'D2', 'A4'] });
    const scattered = position({ n: 5, s: 4, moves: ['B1', 'A0', 'C3', 'E0', 'D1', 'A4'] });
    expect(e2.evaluate(state)).toBeGreaterThan(e2.evaluate(scattered));
    expect(e2.evaluate(state)).toBeGreaterThan(1000);
  });

  it('e2 counts forks: empty cells where two windows two pieces short cross', () => {
    // White B1 C1 and D3 D4 on 6x6 with s=4; black far away. Windows two short: A1-D1 and B1-E1
    // (B1, C1), D1-D4 and D2-D5 (D3, D4), and the diagonals A0-D3 and B1-E4 (B1, D3). D1 lies in
    // three of them, D2 and C2 in two: three forks.
    const state = position({ n: 6, s: 4, moves: ['B1', 'A5', 'C1', 'F5', 'D3', 'A3', 'D4', 'F0'] });
    expect(forks(state, 0)).toBe(3);
    expect(forks(state, 1)).toBe(0);
    // Each fork makes two threats: one ply of e2 finds one.
    expect(['D 1', 'D 2', 'C 2']).toContain(analyse(lineEmUp, state, { algorithm: 'alphabeta', depth: 1, evaluation: 'e2' }).move.notation);
  });

  it('e2 sees an immediate win and a double threat; every value stays inside the limit', () => {
    // White to move can complete B2-D2 with A2 or E2: a win next move for the side to move.
    const win = position({ n: 5, s: 4, moves: ['B2', 'A0', 'C2', 'E0', 'D2', 'A4'] });
    expect(e2.evaluate(win)).toBeGreaterThan(100_000);
    // Black to move faces the same two winning cells and has no win of its own: lost.
    const lost = position({ n: 5, s: 4, moves: ['B2', 'A0', 'C2', 'E0', 'D2'] });
    expect(e2.evaluate(lost)).toBeLessThan(-100_000);
    // A crowded 10x10 board with s=10 pushes the weights to their largest.
    const rows = ['WWWWWWWWW.', 'BBBBBBBBB.', ...Array(8).fill('..........')];
    const crowded = position({ n: 10, s: 10, board: rows, toMove: 'white' });
    for (const h of Object.values(evaluations)) expect(Math.abs(h.evaluate(crowded))).toBeLessThan(EVAL_LIMIT);
  });
});

describe('the engine plays the obvious moves', () => {
  for (const algorithm of ['iterative', 'alphabeta', 'minimax'] as const) {
    it(`${algorithm} completes its line and blocks the opponent's`, () => {
      const win = position({ n: 6, s: 4, moves: ['B1', 'F5', 'C1', 'F4', 'D1', 'A5'] });
      expect(['A 1', 'E 1']).toContain(analyse(lineEmUp, win, { algorithm, depth: 2 }).move.notation);
      // White's A1-C1 is closed by the edge: D1 is the only block, and it holds.
      const block = position({ n: 6, s: 4, moves: ['A1', 'F5', 'B1', 'A5', 'C1'] });
      expect(analyse(lineEmUp, block, { algorithm, depth: 3 }).move.notation).toBe('D 1');
    });
  }
});
