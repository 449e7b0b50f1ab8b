import { describe, expect, it } from 'vitest';
import { amazons } from '../../../src/games/amazons/index.js';
import { orderHint } from '../../../src/games/amazons/order.js';
import type { AmazonsState } from '../../../src/games/amazons/rules.js';
import { legalMoves } from '../../../src/games/replay.js';
import { load } from './helpers.js';

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

});
