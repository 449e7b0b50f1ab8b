import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/engine/engine.js';
import type { SearchGame } from '../../../src/engine/game.js';
import type { SearchLimits } from '../../../src/engine/limits.js';
import { reserveDifference, strong } from '../../../src/games/pylos/evaluate.js';
import { pylosKernel } from '../../../src/games/pylos/kernel.js';
import { pylosKernelSearch } from '../../../src/games/pylos/kernel-search.js';
import { MAX_MOVES, PylosState, decidedIn, generateMoves, outcome, pylosSearch } from '../../../src/games/pylos/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { pylos } from '../../../src/games/pylos/index.js';

/*
 * The kernel (src/games/pylos/assembly) against the TypeScript rules and search, which stay the
 * reference: the same moves in the same order, the same evaluation, terminal tests and hashes on
 * every position of random games, and searches that answer and count alike node for node.
 */

/** Positions of a seeded random game under `rules`, cut at `plies` or at its end. */
function randomGame(seed: number, rules: 'advanced' | 'standard', plies: number): PylosState[] {
  const random = seededRandom(seed);
  const state = PylosState.empty(rules);
  state.startRecord();
  const seen = [state.clone()];
  for (let ply = 0; ply < plies && !pylos.status(state).over; ply++) {
    const moves = legalMoves(pylos, state);
    state.play(moves[Math.floor(random() * moves.length)]);
    seen.push(state.clone());
  }
  return seen;
}

const GAMES = Array.from({ length: 24 }, (_, g) => randomGame(700 + g, g % 4 === 3 ? 'standard' : 'advanced', 200));

/** TypeScript's -0 (a negated zero) is the kernel's integer 0; JSON writes both as 0. */
function plain(x: number): number {
  return x + 0;
}

function tsMoves(state: PylosState, merge: boolean): number[] {
  const buf = new Int32Array(MAX_MOVES);
  return Array.from(buf.subarray(0, generateMoves(state, buf, merge)));
}

function kernelMoves(merge: boolean): number[] {
  const k = pylosKernel();
  return Array.from(k.moveList.subarray(0, k.moves(merge)));
}

describe('the Pylos kernel', () => {
  it('generates the same moves in the same order, evaluates, ends, decides and hashes alike on random games', () => {
    const k = pylosKernel();
    let positions = 0;
    for (const game of GAMES) {
      for (const state of game) {
        k.useRules(state.rules);
        k.load(state);
        expect(kernelMoves(false)).toEqual(tsMoves(state, false));
        const merged = tsMoves(state, true);
        expect(kernelMoves(true)).toEqual(merged);
        expect(k.outcome()).toBe(outcome(state));
        expect(k.decidedIn()).toBe(plain(decidedIn(state)));
        expect(k.evaluate()).toBe(plain(strong.evaluate(state)));
        expect(merged.map((m) => k.orderHint(m))).toEqual(merged.map((m) => pylosSearch.orderHint(state, m)));
        for (const m of merged) {
          const s = state.clone();
          s.play(m);
          k.play(m);
          expect([k.keyLo(), k.keyHi()]).toEqual([s.hashLo, s.hashHi]);
          k.undo(m);
          expect([k.keyLo(), k.keyHi()]).toEqual([state.hashLo, state.hashHi]);
        }
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(1000);
  });

  it('counts the move tree from the start as the rules do (perft)', () => {
    const k = pylosKernel();
    const perft = (depth: number): number => {
      if (k.outcome() !== 2) return 0;
      const moves = kernelMoves(false);
      if (depth === 1) return moves.length;
      let total = 0;
      for (const m of moves) {
        k.play(m);
        total += perft(depth - 1);
        k.undo(m);
      }
      return total;
    };
    k.useRules('advanced');
    k.load(PylosState.empty('advanced'));
    expect([1, 2, 3, 4].map(perft)).toEqual([16, 240, 3360, 43680]);
  });
});

/** An engine whose kernel search counts its iterations, so a test knows the kernel answered. */
function countingKernel() {
  const counter = { iterations: 0 };
  const game: SearchGame<PylosState> = {
    ...pylosSearch,
    kernelSearch: {
      ...pylosKernelSearch,
      iterate(depth, counters) {
        counter.iterations++;
        return pylosKernelSearch.iterate(depth, counters);
      },
    },
  };
  return { engine: createEngine(game), counter };
}

const reference = createEngine(pylosSearch);

/** What a search answers and counts, without its timings. */
function outcomeOf(result: ReturnType<typeof reference.search>) {
  const { timeMs: _t, nps: _n, evalTimeMs: _e, ...counts } = result.stats;
  return { move: result.move, score: plain(result.score), proven: result.proven, pv: result.pv, counts };
}

describe('the Pylos kernel search', () => {
  const positions = GAMES.flatMap((game, g) => game.filter((_, ply) => ply % 17 === 5 + (g % 3)));

  it('answers and counts as the engine does, node for node, at depths 1 to 5, with the game history for repetitions', () => {
    const { engine, counter } = countingKernel();
    let searched = 0;
    for (const [i, state] of positions.entries()) {
      if (pylos.status(state).over) continue;
      const limits: SearchLimits = { algorithm: 'iterative', depth: 1 + (i % 5), timeMs: Infinity, nodes: Infinity };
      const history = state.history();
      const expected = outcomeOf(reference.search(state.clone(), strong, limits, history));
      expect(outcomeOf(engine.search(state.clone(), strong, limits, history))).toEqual(expected);
      searched++;
    }
    expect(searched).toBeGreaterThan(40);
    expect(counter.iterations).toBeGreaterThan(2 * searched);
  });

  it('stops at the same node under a node limit and under a clock read at the same nodes', () => {
    const { engine, counter } = countingKernel();
    for (const state of positions.slice(0, 12)) {
      if (pylos.status(state).over) continue;
      const byNodes: SearchLimits = { algorithm: 'iterative', depth: 30, timeMs: Infinity, nodes: 3000 };
      expect(outcomeOf(engine.search(state.clone(), strong, byNodes))).toEqual(outcomeOf(reference.search(state.clone(), strong, byNodes)));
      // A clock that advances a millisecond a reading stops both searches at the same reading.
      const ticking = (): SearchLimits => {
        let t = 0;
        return { algorithm: 'iterative', depth: 30, timeMs: 400, nodes: Infinity, now: () => (t += 1) };
      };
      const kernelAnswer = engine.search(state.clone(), strong, ticking());
      const referenceAnswer = reference.search(state.clone(), strong, ticking());
      expect(kernelAnswer.stats.stopReason).toBe('time');
      expect(outcomeOf(kernelAnswer)).toEqual(outcomeOf(referenceAnswer));
    }
    expect(counter.iterations).toBeGreaterThan(0);
  });

  it('leaves another evaluation to the engine', () => {
    const { engine, counter } = countingKernel();
    const state = positions[3];
    const limits: SearchLimits = { algorithm: 'iterative', depth: 4, timeMs: Infinity, nodes: Infinity };
    expect(outcomeOf(engine.search(state.clone(), reserveDifference, limits))).toEqual(outcomeOf(reference.search(state.clone(), reserveDifference, limits)));
    expect(counter.iterations).toBe(0);
  });

  it('is what the service searches with', () => {
    expect(pylos.search.kernelSearch).toBe(pylosKernelSearch);
  });
});
