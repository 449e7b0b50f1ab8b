import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import { popcount } from '../../../src/games/bits.js';
import { ALL, NO_SPOT } from '../../../src/games/pylos/geometry.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { firstRemoval, moveFrom, moveTo, secondRemoval } from '../../../src/games/pylos/move.js';
import { decidedIn, type PylosState } from '../../../src/games/pylos/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { boardOf, game, load } from './fixtures.js';

const WIN = 1000;

/**
 * Value by full-width negamax over the next `depth` plies: WIN - plies for a win within them, 0
 * when the game goes on past them. A win within n plies found so is a forced win; a value of
 * WIN - n at depth n also says neither side does better within n plies, so it is the exact
 * result. (Repetitions are left out: the rule's forced line repeats nothing, since the saveless
 * side changes the board every turn.)
 */
function solve(s: PylosState, depth: number, memo: Map<string, number>): number {
  const o = game.outcome(s);
  if (o === Outcome.Win) return WIN;
  if (o === Outcome.Loss) return -WIN;
  if (depth === 0) return 0;
  const key = `${s.hashLo},${s.hashHi},${depth}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let best = -Infinity;
  for (const m of legalMoves(pylos, s)) {
    game.makeMove(s, m);
    // One ply further from the end.
    const v = -solve(s, depth - 1, memo);
    game.unmakeMove(s, m);
    best = Math.max(best, v > 0 ? v - 1 : v < 0 ? v + 1 : 0);
  }
  memo.set(key, best);
  return best;
}

/** A raise, or a placement that keeps a sphere back. */
function isSave(m: number): boolean {
  return moveFrom(m) !== NO_SPOT || firstRemoval(m) !== NO_SPOT;
}

/** The winner's moves in the rule's argument: placements, taken straight back when they complete a pattern. */
function placements(s: PylosState): number[] {
  return legalMoves(pylos, s).filter((m) => moveFrom(m) === NO_SPOT && secondRemoval(m) === NO_SPOT && [NO_SPOT, moveTo(m)].includes(firstRemoval(m)));
}

function emptySpots(s: PylosState): number {
  return popcount(ALL & ~(s.spheres[0] | s.spheres[1]));
}

/** Decided positions met in random games, each game's first. */
function decidedPositions(games: number, seed: number): PylosState[] {
  const random = seededRandom(seed);
  const found: PylosState[] = [];
  for (let g = 0; g < games; g++) {
    const s = load({ rules: g % 3 === 0 ? 'standard' : 'advanced' });
    while (!pylos.status(s).over) {
      if (decidedIn(s) !== 0) {
        found.push(s.clone());
        break;
      }
      const moves = legalMoves(pylos, s);
      game.makeMove(s, moves[Math.floor(random() * moves.length)]);
    }
  }
  return found;
}

describe('the exact end-game rule', () => {
  it('agrees with a full search to the end wherever it claims a result', () => {
    const positions = decidedPositions(400, 11).filter((s) => emptySpots(s) <= 8);
    expect(positions.length).toBeGreaterThan(50);
    // Positions where the side to move can still save, which only the one-sided rule decides.
    expect(positions.filter((s) => legalMoves(pylos, s).some(isSave)).length).toBeGreaterThan(10);
    for (const s of positions) {
      const n = decidedIn(s);
      expect(solve(s, Math.abs(n), new Map())).toBe(n > 0 ? WIN - n : -(WIN + n));
    }
  });

  it('every continuation in which the winner only places ends as predicted', () => {
    const random = seededRandom(5);
    const positions = decidedPositions(200, 12);
    expect(positions.length).toBeGreaterThan(100);
    for (const start of positions) {
      const n = decidedIn(start);
      for (let trial = 0; trial < 5; trial++) {
        const s = start.clone();
        let plies = 0;
        const winner = n > 0 ? start.toMove : start.toMove ^ 1;
        while (game.outcome(s) === Outcome.Ongoing) {
          const moves = s.toMove === winner ? placements(s) : legalMoves(pylos, s);
          game.makeMove(s, moves[Math.floor(random() * moves.length)]);
          plies++;
        }
        expect(plies).toBe(Math.abs(n));
        expect(pylos.status(s).winner).toBe(winner === 0 ? 'white' : 'black');
      }
    }
  });

  it('claims nothing while a square can still be completed or a sphere raised', () => {
    // Only i2 and j1 are empty, one sphere each in reserve; black's free g3 supports i2 and lies
    // in j1's cone, and the square h1 h2 i1 i2 is mixed: white places i2, black the top.
    const late = boardOf('a1 a3 b2 b4 c1 c3 d2 d4 e2 f1 f3 g1 h1 h2', 'a2 a4 b1 b3 c2 c4 d1 d3 e1 e3 f2 g2 g3 i1');
    expect(decidedIn(load({ board: late, toMove: 'white' }))).toBe(-2);
    expect(decidedIn(load({ board: late, toMove: 'black' }))).toBe(-2);
    // With i1 empty as well, white's h1 h2 and a free sphere make a square still possible.
    const open = boardOf('a1 a3 b2 b4 c1 c3 d2 d4 e2 f1 f3 h1 h2 g2', 'a2 a4 b1 b3 c2 c4 d1 d3 e1 e3 f2 g1 g3');
    expect(decidedIn(load({ board: open, toMove: 'white' }))).toBe(0);
    expect(decidedIn(load({}))).toBe(0);
  });
});
