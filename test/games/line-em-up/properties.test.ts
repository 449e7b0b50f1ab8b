import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import { lineEmUp } from '../../../src/games/line-em-up/index.js';
import { cellName } from '../../../src/games/line-em-up/notation.js';
import type { LineState } from '../../../src/games/line-em-up/rules.js';
import { replay } from '../../../src/games/replay.js';
import { lineHolders, position } from './helpers.js';

const search = lineEmUp.search;

/** A game: board size, win length, random blocs, and the choices of a random playout. */
const games = fc
  .record({
    n: fc.integer({ min: 3, max: 7 }),
    s: fc.nat(),
    b: fc.nat(),
    seed: fc.integer({ min: 0, max: 10_000 }),
    picks: fc.array(fc.nat(), { maxLength: 49, size: 'max' }),
  })
  .map(({ n, s, b, seed, picks }) => ({
    params: { n, s: 3 + (s % (Math.min(n, 5) - 2)), blocs: { random: b % (2 * n + 1), seed } },
    picks,
  }));

/** Plays the picks (each modulo the number of legal moves) until they run out or the game ends. */
function playout(state: LineState, picks: number[], visit: (state: LineState, moves: number[], chosen: number) => void): string[] {
  const buf = new Int32Array(search.maxMoves);
  const played: string[] = [];
  for (const pick of picks) {
    if (search.outcome(state) !== Outcome.Ongoing) break;
    const count = search.generateMoves(state, buf);
    const moves = Array.from(buf.subarray(0, count));
    const move = moves[pick % count];
    visit(state, moves, move);
    played.push(lineEmUp.formatMove(state, move).notation);
    search.makeMove(state, move);
  }
  return played;
}

describe("Line 'em Up properties", () => {
  it('every generated move is legal, and every legal move is generated', () => {
    fc.assert(
      fc.property(games, ({ params, picks }) => {
        playout(position(params), picks, (state, moves) => {
          const n = state.geometry.n;
          const accepted: number[] = [];
          for (let c = 0; c < n * n; c++) {
            const parsed = lineEmUp.parseMove(state, cellName(n, c));
            if (parsed.ok) accepted.push(parsed.value);
          }
          expect(moves).toEqual(accepted);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('random games replayed through validate agree with the engine', () => {
    const endings = { line: 0, 'board-full': 0, ongoing: 0 };
    fc.assert(
      fc.property(games, ({ params, picks }) => {
        const state = position(params);
        const moves = playout(state, picks, () => {});
        const read = replay(lineEmUp, { ...params, moves });
        expect(read.valid).toBe(true);
        if (!read.valid) return;
        expect(lineEmUp.key(read.state)).toBe(lineEmUp.key(state));
        const status = lineEmUp.status(state);
        expect(lineEmUp.status(read.state)).toEqual(status);
        // The resolved position (board form) reads back the same, and an independent line
        // finder agrees with the engine's incremental terminal test.
        const described = lineEmUp.describe(state) as { board: string[]; s: number };
        const again = replay(lineEmUp, described);
        expect(again.valid && lineEmUp.key(again.state)).toBe(lineEmUp.key(state));
        const holders = lineHolders(described.board, described.s);
        expect(holders).toEqual(status.reason === 'line' ? [status.winner === 'white' ? 'W' : 'B'] : []);
        endings[(status.reason ?? 'ongoing') as keyof typeof endings]++;
      }),
      { numRuns: 200 },
    );
    // The runs must reach won games, not only unfinished ones, for the check above to mean much.
    expect(endings.line).toBeGreaterThan(10);
  });

  it('the threat counters agree with a count from scratch', () => {
    fc.assert(
      fc.property(games, ({ params, picks }) => {
        playout(position(params), picks, (state) => {
          const g = state.geometry;
          for (const player of [0, 1]) {
            let count = 0;
            for (let w = 0; w < g.windowCount; w++) {
              if (state.counts[2 * w + player] === g.s - 1 && state.counts[2 * w + (player ^ 1)] === 0) count++;
            }
            expect(state.threats[player]).toBe(count);
          }
        });
      }),
      { numRuns: 60 },
    );
  });

  it("the searched moves are exactly as good as all moves, and decidedIn is exact", () => {
    // Small boards part-filled at random, solved exactly by a plain negamax over every legal move.
    const small = fc.record({
      n: fc.constantFrom(3, 4),
      s: fc.constantFrom(3, 4),
      blocs: fc.nat({ max: 3 }),
      seed: fc.nat({ max: 1000 }),
      picks: fc.array(fc.nat(), { minLength: 6, maxLength: 10 }),
    });
    const seen = { pruned: 0, decided: 0 };
    fc.assert(
      fc.property(small, ({ n, s, blocs, seed, picks }) => {
        const state = position({ n, s: Math.min(s, n), blocs: { random: blocs, seed } });
        playout(state, picks, () => {});
        if (search.outcome(state) !== Outcome.Ongoing) return;
        const memo = new Map<string, number>();
        const all = childValues(state, search.generateMoves, memo);
        const searched = childValues(state, search.generateSearchMoves!, memo);
        expect(Math.max(...searched)).toBe(Math.max(...all));
        const decided = search.decidedIn!(state);
        if (decided !== 0) expect(Math.max(...all)).toBe(decided > 0 ? WIN_IN - decided : -(WIN_IN + decided));
        if (searched.length < all.length) seen.pruned++;
        if (decided !== 0) seen.decided++;
      }),
      { numRuns: 150 },
    );
    // Both shortcuts must have been taken in some of the runs for the checks to mean much. Over 2,000
    // runs a quarter were decided and two fifths pruned, so with 150 runs fewer than four of either
    // has a chance below 1e-13 (30 runs failed CI once, a 4% chance).
    expect(seen.pruned).toBeGreaterThan(3);
    expect(seen.decided).toBeGreaterThan(3);
  });
});

/** Scores of exact results in the test solver: a win in k plies is WIN_IN - k, a loss -(WIN_IN - k). */
const WIN_IN = 100;

/** The exact value of each child for the side to move, as a win or loss in k plies from here. */
function childValues(state: LineState, generate: (s: LineState, buf: Int32Array) => number, memo: Map<string, number>): number[] {
  const buf = new Int32Array(search.maxMoves);
  const count = generate(state, buf);
  return Array.from(buf.subarray(0, count)).map((m) => {
    search.makeMove(state, m);
    const v = -exact(state, memo);
    search.unmakeMove(state, m);
    // One ply further from here than from the child.
    return v > 0 ? v - 1 : v < 0 ? v + 1 : 0;
  });
}

function exact(state: LineState, memo: Map<string, number>): number {
  const outcome = search.outcome(state);
  if (outcome === Outcome.Draw) return 0;
  if (outcome === Outcome.Loss) return -WIN_IN;
  const key = lineEmUp.key(state);
  let v = memo.get(key);
  if (v === undefined) {
    v = Math.max(...childValues(state, search.generateMoves, memo));
    memo.set(key, v);
  }
  return v;
}
