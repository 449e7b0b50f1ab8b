import { describe, expect, it } from 'vitest';
import { canonicalKey, mirrorKey, positionKey } from '../../../../src/games/connect4/book/keys.js';
import { bookPositions, isBookPosition, stateOfKey } from '../../../../src/games/connect4/book/positions.js';
import { stateOfMoves } from '../../../../src/cli/c4-book/weak-value.js';

const mirrored = (moves: string): string => [...moves].map((d) => String(8 - Number(d))).join('');

describe('the ply-8 database positions', () => {
  const positions = bookPositions();

  it("are John Tromp's 67,557, one of each mirror pair", () => {
    expect(positions).toHaveLength(67_557);
    expect(new Set(positions.map((p) => p.key)).size).toBe(67_557);
  });

  it('are each reached by its moves, not over, unforced, and stored under the smaller mirror key', () => {
    for (const { moves, key } of positions.filter((_, i) => i % 97 === 0)) {
      const state = stateOfMoves(moves);
      expect(state.stones).toBe(8);
      expect(isBookPosition(state)).toBe(true);
      expect(key).toBe(canonicalKey(positionKey(state)));
      expect(key).toBeLessThanOrEqual(positionKey(stateOfMoves(mirrored(moves))));
    }
  });

  it('are set up again from their keys alone', () => {
    for (const { key } of positions.filter((_, i) => i % 211 === 0)) {
      const state = stateOfKey(key);
      expect(positionKey(state)).toBe(key);
      expect(isBookPosition(state)).toBe(true);
    }
  });

  it('mirror a key as the board is mirrored', () => {
    for (const moves of ['4', '1', '1234567', '44455', '7777772']) {
      expect(mirrorKey(positionKey(stateOfMoves(moves)))).toBe(positionKey(stateOfMoves(mirrored(moves))));
    }
  });

  it('leave out a position where the side to move can win at once or must block', () => {
    expect(isBookPosition(stateOfMoves('11223377'))).toBe(false);
    expect(isBookPosition(stateOfMoves('51526366'))).toBe(false);
    expect(isBookPosition(stateOfMoves('44444455'))).toBe(true);
  });
});
