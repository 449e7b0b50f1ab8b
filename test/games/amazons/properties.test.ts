import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import { EVAL_LIMIT } from '../../../src/core/score.js';
import { territory } from '../../../src/games/amazons/evaluate.js';
import { amazons } from '../../../src/games/amazons/index.js';
import { boardRows, colourName } from '../../../src/games/amazons/notation.js';
import { AmazonsState } from '../../../src/games/amazons/rules.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';
import { engineMoves, load, playOut, randomGame, referenceMoves } from './helpers.js';

const game = amazons.search;

function snapshot(state: AmazonsState) {
  return {
    board: Array.from(state.board),
    queens: Array.from(state.queens).sort((a, b) => a - b),
    toMove: state.toMove,
    empty: state.empty,
    hashLo: state.hashLo,
    hashHi: state.hashHi,
  };
}

const describeRows = (state: AmazonsState) => ({ board: boardRows(state), toMove: colourName(state.toMove) });

describe('rules properties', () => {
  it('the incremental hash is the hash of the same position set up from its board, and depends on the side to move', () => {
    fc.assert(
      fc.property(randomGame, (g) => {
        const { state } = playOut(g);
        const fresh = load({ size: state.size, ...describeRows(state) });
        expect([game.hashLo(fresh), game.hashHi(fresh)]).toEqual([game.hashLo(state), game.hashHi(state)]);
        const other = load({ size: state.size, board: boardRows(state), toMove: colourName(state.toMove ^ 1) });
        expect([game.hashLo(other), game.hashHi(other)]).not.toEqual([game.hashLo(state), game.hashHi(state)]);
      }),
      { numRuns: 60 },
    );
  });

  it('generated moves are unique, legal, and all the legal moves', () => {
    fc.assert(
      fc.property(randomGame, (g) => {
        const { state } = playOut(g);
        const generated = engineMoves(state);
        expect(new Set(generated).size).toBe(generated.length);
        expect(generated).toEqual(game.outcome(state) === Outcome.Ongoing ? referenceMoves(boardRows(state), colourName(state.toMove)) : []);
        expect(generated.slice(0, 200).filter((notation) => !amazons.parseMove(state, notation).ok)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('random games replayed through validation agree with the engine, to the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 10 }), fc.array(fc.nat(), { minLength: 120, maxLength: 120 }), (size, choices) => {
        const { state, moves } = playOut({ size, choices });
        expect(amazons.status(state).over).toBe(true);
        const notations: unknown[] = [];
        const walk = AmazonsState.start(size);
        for (const move of moves) {
          const formatted = amazons.formatMove(walk, move);
          // Alternate the answer's object form with its notation string.
          notations.push(notations.length % 2 === 0 ? formatted.notation : formatted);
          game.makeMove(walk, move);
        }
        const replayed = readPosition(amazons, { size, moves: notations });
        expect(replayed.valid).toBe(true);
        if (!replayed.valid) return;
        expect(amazons.key(replayed.state)).toBe(amazons.key(state));
        expect(amazons.status(replayed.state)).toEqual(amazons.status(state));
        expect(amazons.status(state).winner).toBe(colourName(state.toMove ^ 1));
      }),
      { numRuns: 25 },
    );
  });

  it('the evaluation stays inside the heuristic range and leaves the position as it was', () => {
    fc.assert(
      fc.property(randomGame, (g) => {
        const { state } = playOut(g);
        if (game.outcome(state) !== Outcome.Ongoing) return;
        const before = snapshot(state);
        const value = territory.evaluate(state);
        expect(Number.isInteger(value)).toBe(true);
        expect(Math.abs(value)).toBeLessThan(EVAL_LIMIT);
        expect(snapshot(state)).toEqual(before);
      }),
      { numRuns: 80 },
    );
  });

  it('the evaluation does not care which colour is which: mirrored, with colours swapped, it is the same', () => {
    const swap: Record<string, string> = { R: 'B', B: 'R' };
    fc.assert(
      fc.property(randomGame, (g) => {
        const { state } = playOut(g);
        if (game.outcome(state) !== Outcome.Ongoing) return;
        const mirrored = load({
          board: boardRows(state)
            .reverse()
            .map((row) => [...row].map((c) => swap[c] ?? c).join('')),
          toMove: colourName(state.toMove ^ 1),
        });
        // Equal up to the rounding of float sums taken in another order.
        expect(Math.abs(territory.evaluate(mirrored) - territory.evaluate(state))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 80 },
    );
  });

  it('move ordering hints are in the quiet range 0..511', () => {
    fc.assert(
      fc.property(randomGame, (g) => {
        const { state } = playOut(g);
        const hints = legalMoves(amazons, state).map((move) => game.orderHint(state, move));
        expect(hints.filter((h) => !(Number.isInteger(h) && h >= 0 && h <= 511))).toEqual([]);
      }),
      { numRuns: 30 },
    );
  });
});
