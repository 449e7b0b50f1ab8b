import { describe, expect, it } from 'vitest';
import { analyse } from '../../../src/analysis/analyse.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { movesLeft, separatedMovesLeft } from '../../../src/games/amazons/regions.js';
import { AmazonsState, canMove } from '../../../src/games/amazons/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { load, solve } from './helpers.js';

/** A node limit instead of the clock: the same answer on every machine. */
const LIMITS = { nodes: 300_000 };

/** Plays the engine's move and checks it keeps the exact result the exhaustive solver finds. */
function checkEngine(state: AmazonsState): { wins: boolean; proven: boolean } {
  const table = new Map<string, boolean>();
  const wins = solve(state, table);
  const answer = analyse(amazons, state, LIMITS);
  const parsed = amazons.parseMove(state, answer.move.notation);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) throw new Error(parsed.fault.reason);
  if (answer.score.outcome !== undefined) expect(answer.score.outcome).toBe(wins ? 'win' : 'loss');
  if (wins) {
    amazons.search.makeMove(state, parsed.value);
    expect(solve(state, table)).toBe(false);
    amazons.search.unmakeMove(state, parsed.value);
  }
  return { wins, proven: answer.score.outcome !== undefined };
}

describe('separated end-games on small boards', () => {
  // Red's free queen stands in the middle of a corridor of four empty squares (row 0); blue's has
  // three squares (E5, F5, F4). Red wins 4 moves to 3 only by filling the corridor from one end:
  // shooting next to the queen on its first move, as most moves do, wastes a square and loses.
  const corridor = ['..R..#', '######', 'RR####', 'R#####', '#####.', 'BBBB..'];

  it('finds the one kind of first move that fills the whole corridor', () => {
    const state = load({ board: corridor, toMove: 'red' });
    expect(solve(state)).toBe(true);
    const losing = legalMoves(amazons, state).filter((m) => {
      amazons.search.makeMove(state, m);
      const opponentWins = solve(state);
      amazons.search.unmakeMove(state, m);
      return opponentWins;
    });
    expect(losing.length).toBeGreaterThan(legalMoves(amazons, state).length / 2);
    expect(checkEngine(state)).toEqual({ wins: true, proven: true });
  });

  it('counts the moves left from the regions: the side to move needs strictly more', () => {
    expect(separatedMovesLeft(load({ board: corridor, toMove: 'red' }))).toBe(true);
    const lost = load({ board: corridor, toMove: 'blue' });
    expect(checkEngine(lost)).toEqual({ wins: false, proven: true });
  });

  it('finds a defect: a queen between two squares that leaving either walls off the other', () => {
    // Red's B1 can step to C1 or A2, and from either its only arrow is the square it left: one
    // move for two empty squares. Every other queen is walled in.
    const defective = load({ board: ['######', '#R.###', '.#####', '######', 'RRR#BB', '####BB'], toMove: 'red' });
    expect(separatedMovesLeft(defective)).toBe(true);
    expect(Array.from(movesLeft)).toEqual([1, 0]);
  });

  it('keeps the proven result in separated positions reached by random play', () => {
    const random = seededRandom(4117);
    const positions: AmazonsState[] = [];
    while (positions.length < 16) {
      const state = AmazonsState.start(positions.length % 2 === 0 ? 6 : 7);
      for (;;) {
        const moves = legalMoves(amazons, state);
        if (moves.length === 0) break;
        // The interesting ones: both sides still play, with close counts of moves left.
        if (state.empty <= 14 && separatedMovesLeft(state) && canMove(state, 0) && canMove(state, 1)) {
          if (Math.abs(movesLeft[0] - movesLeft[1]) <= 2) positions.push(state);
          break;
        }
        amazons.search.makeMove(state, moves[Math.floor(random() * moves.length)]);
      }
    }
    const results = positions.map(checkEngine);
    expect(results.filter((r) => r.wins).length).toBeGreaterThanOrEqual(4);
    expect(results.some((r) => !r.wins)).toBe(true);
    // Within its node budget the engine proves most of them.
    expect(results.filter((r) => r.proven).length).toBeGreaterThan(results.length / 2);
  });
});
