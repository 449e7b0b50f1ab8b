import { describe, expect, it } from 'vitest';
import { amazonsSparring } from '../../bench/amazons-sparring.js';
import { pylosSparring } from '../../bench/pylos-sparring.js';
import { amazons } from '../../src/games/amazons/index.js';
import { canMove } from '../../src/games/amazons/rules.js';
import { pylos } from '../../src/games/pylos/index.js';
import { legalMoves } from '../../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../../src/games/types.js';
import { readPosition } from '../support/read-position.js';

function load<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, position: unknown): S {
  const read = readPosition(game, position);
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/** A fixed depth and no clock, so that the answers are the same on every machine and under any load. */
const depth = (plies: number) => ({ ms: Infinity, nodes: Infinity, depth: plies });

describe('the sparring opponents', () => {
  it('Pylos: three plies deep, completes its square and takes two spheres back', () => {
    // White holds a1 a2 b1 and b2 is free; black has no square three-quarters full.
    const state = load(pylos, { moves: ['a1', 'd4', 'a2', 'c1', 'b1', 'd1'] });
    const { move } = pylosSparring(depth(3))(state);
    expect(legalMoves(pylos, state)).toContain(move);
    expect(pylos.formatMove(state, move)).toMatchObject({ place: 'b2', remove: [expect.any(String), expect.any(String)] });
  });

  it('Amazons: one ply deep, shoots into the last square the opponent could move to', () => {
    // Blue's four queens are boxed in the corner but for A2; blue is lost once an arrow lands there.
    const state = load(amazons, { board: ['BB#...', 'BB#...', '.##...', '......', '......', 'RRRR..'], toMove: 'red' });
    const trapping = legalMoves(amazons, state).filter((m) => {
      state.play(m);
      const trapped = !canMove(state, 1);
      state.undo(m);
      return trapped;
    });
    expect(trapping.length).toBeGreaterThan(0);
    expect(trapping.length).toBeLessThan(legalMoves(amazons, state).length);
    expect(trapping).toContain(amazonsSparring(depth(1))(state).move);
  });

  it('stops at its node budget and reports the deepest iteration it finished', () => {
    const state = load(pylos, { rules: 'standard', moves: ['a1', 'd4'] });
    const budget = { ms: Infinity, nodes: 5000, depth: 12 };
    const answer = pylosSparring(budget)(state);
    expect(answer.nodes).toBe(budget.nodes + 1);
    expect(answer.depth).toBeGreaterThan(0);
    expect(answer.depth).toBeLessThan(12);
    expect(pylosSparring(budget)(state)).toEqual(answer);
    const deeper = pylosSparring({ ...budget, nodes: 50_000 })(state);
    expect(deeper.depth).toBeGreaterThan(answer.depth);
  });
});
