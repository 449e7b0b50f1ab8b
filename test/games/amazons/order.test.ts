import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amazons } from '../../../src/games/amazons/index.js';
import { orderHint } from '../../../src/games/amazons/order.js';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';
import { legalMoves } from '../../../src/games/replay.js';
import { load, playOut, randomGame } from './helpers.js';
import { referenceHints } from './reference-order.js';

function hints(state: AmazonsState): number[] {
  return legalMoves(amazons, state).map((move) => orderHint(state, move));
}

describe('move order hints', () => {
  // The hint tables are kept for the last position seen; a move that shoots back onto the square
  // its queen left reads that square's value, which must not come from another position.
  it('depend on the position only, not on the positions hinted before it', () => {
    const start = load({});
    const first = hints(start);
    // Red's A3 has left its square here, so the tables hold a value for it.
    hints(load({ moves: ['A3A5B5'] }));
    expect(hints(start)).toEqual(first);
  });

  it('are the TypeScript tables\' hints, move for move, on every board size', () => {
    fc.assert(
      fc.property(randomGame, (g) => {
        const { state } = playOut(g);
        const moves = legalMoves(amazons, state);
        expect(moves.map((move) => orderHint(state, move))).toEqual(referenceHints(state, moves));
      }),
      { numRuns: 60 },
    );
  });

});
