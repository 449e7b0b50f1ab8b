import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colOf, rowOf } from '../../../src/games/amazons/board.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { FILES, parseMove, ruleCheck, type Coordinates } from '../../../src/games/amazons/notation.js';
import { moveArrow, moveFrom, moveTo } from '../../../src/games/amazons/rules.js';
import { legalMoves } from '../../../src/games/replay.js';
import { playOut, randomGame } from './helpers.js';

/*
 * A written move is legal when the move generator lists it; the rules, read one by one, only name
 * what a refused move breaks. The two must judge every move alike: a move the lookup takes and the
 * rules refuse (or the reverse) would be accepted unexplained, or refused with no reason.
 */
const coordinatesOf = (sq: number): Coordinates => [colOf(sq), rowOf(sq)];

/** A written move near a legal one (so that many are legal), or any squares on and just off the board. */
function writtenNear(legal: Coordinates[][], size: number): fc.Arbitrary<Coordinates[]> {
  const anywhere = fc.tuple(fc.integer({ min: 0, max: size }), fc.integer({ min: 0, max: size })) as fc.Arbitrary<Coordinates>;
  return fc.oneof(
    fc.constantFrom(...legal),
    fc.tuple(fc.constantFrom(...legal), fc.nat(2), anywhere).map(([squares, i, sq]) => squares.map((s, j) => (i === j ? sq : s))),
    fc.tuple(anywhere, anywhere, anywhere),
  );
}

/** Algebraic notation (d1-d5/j5), whose ranks run past the board's edge on every size. */
function text(squares: Coordinates[]): string {
  const [from, to, arrow] = squares.map(([c, r]) => `${FILES[c].toLowerCase()}${r + 1}`);
  return `${from}-${to}/${arrow}`;
}

describe('Amazons legality by lookup', () => {
  it('judges every written move as the rules do, and refuses each with the rule it breaks', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        randomGame.chain((g) => {
          const { state } = playOut(g);
          const legal = legalMoves(amazons, state).map((m) => [moveFrom(m), moveTo(m), moveArrow(m)].map(coordinatesOf));
          return fc.tuple(fc.constant(state), legal.length > 0 ? fc.array(writtenNear(legal, state.size), { minLength: 20, maxLength: 20 }) : fc.constant([]));
        }),
        ([state, written]) => {
          for (const squares of written) {
            const looked = parseMove(state, text(squares));
            expect(looked, text(squares)).toEqual(ruleCheck(state, squares));
            if (looked.ok) accepted++;
            else refused++;
          }
        },
      ),
      { numRuns: 150, seed: 49 },
    );
    // Both verdicts were reached often.
    expect(Math.min(accepted, refused)).toBeGreaterThan(500);
  });
});
