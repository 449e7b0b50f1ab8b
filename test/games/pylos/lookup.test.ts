import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPOT_NAMES } from '../../../src/games/pylos/geometry.js';
import { pylos } from '../../../src/games/pylos/index.js';
import { formatMove, parseMove, ruleCheck, type Written } from '../../../src/games/pylos/notation.js';
import { legalMoves } from '../../../src/games/replay.js';
import { game, load, randomGame } from './fixtures.js';

/*
 * A written move is legal when the move generator lists it; the rules, read one by one, only name
 * what a refused move breaks. The two must judge every move alike: a move the lookup takes and the
 * rules refuse (or the reverse) would be accepted unexplained, or refused with no reason.
 */
const spot = fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...SPOT_NAMES) }, { weight: 1, arbitrary: fc.constant('k9') });

/** A written move near a legal one (so that many are legal), or anything at all. */
const writtenNear = (legal: Written[]): fc.Arbitrary<Written> =>
  fc.oneof(
    fc.constantFrom(...legal),
    fc.tuple(fc.constantFrom(...legal), spot).map(([w, to]) => ({ ...w, to })),
    fc.tuple(fc.constantFrom(...legal), spot).map(([w, from]) => ({ ...w, from })),
    fc.tuple(fc.constantFrom(...legal), fc.array(spot, { maxLength: 3 })).map(([w, remove]) => ({ ...w, remove })),
    fc.constantFrom(...legal).map((w) => ({ ...w, remove: [...w.remove].reverse() })),
    fc.record({ to: spot, from: fc.option(spot, { nil: undefined }), remove: fc.array(spot, { maxLength: 3 }) }),
  );

function writtenOf(move: number): Written {
  const object = formatMove(move) as { place?: string; raise?: { from: string; to: string }; remove?: string[] };
  return object.raise ? { ...object.raise, remove: object.remove ?? [] } : { to: object.place!, remove: object.remove ?? [] };
}

function text({ to, from, remove }: Written): string {
  return `${from === undefined ? '' : `${from}-`}${to}${remove.length > 0 ? ` x ${remove.join(' ')}` : ''}`;
}

describe('Pylos legality by lookup', () => {
  it('judges every written move as the rules do, and refuses each with the rule it breaks', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.oneof(randomGame(60, 'advanced'), randomGame(60, 'standard')).chain(({ rules, played }) => {
          const state = load({ rules });
          for (const m of played) game.makeMove(state, m);
          const legal = legalMoves(pylos, state).map(writtenOf);
          return fc.tuple(fc.constant(state), legal.length > 0 ? fc.array(writtenNear(legal), { minLength: 20, maxLength: 20 }) : fc.constant([]));
        }),
        ([state, written]) => {
          if (pylos.status(state).over) return;
          for (const w of written) {
            const looked = parseMove(state, text(w));
            const checked = ruleCheck(state, w);
            expect(looked, text(w)).toEqual(checked);
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
