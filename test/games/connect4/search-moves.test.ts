import { describe, expect, it } from 'vitest';
import { Outcome } from '../../../src/core/outcome.js';
import { connect4 } from '../../../src/games/connect4/index.js';
import type { Connect4State } from '../../../src/games/connect4/rules.js';
import { seededRandom } from '../../../src/games/random.js';
import { legalMoves } from '../../../src/games/replay.js';
import { readPosition } from '../../support/read-position.js';

const game = connect4.search;

/** Whether the side to move has a move that wins at once. */
function winsAtOnce(state: Connect4State): boolean {
  return legalMoves(connect4, state).some((move) => {
    game.makeMove(state, move);
    const won = game.outcome(state) === Outcome.Loss;
    game.unmakeMove(state, move);
    return won;
  });
}

/** Whether the move lets the opponent win at once (or loses otherwise at once). */
function losesNextPly(state: Connect4State, move: number): boolean {
  game.makeMove(state, move);
  const loses = game.outcome(state) === Outcome.Ongoing && winsAtOnce(state);
  game.unmakeMove(state, move);
  return loses;
}

/** Every position of seeded random games. */
function* positions(games: number): Generator<Connect4State> {
  for (let seed = 1; seed <= games; seed++) {
    const random = seededRandom(seed);
    const read = readPosition(connect4, {});
    if (!read.valid) throw new Error(read.reason);
    const state = read.state;
    while (game.outcome(state) === Outcome.Ongoing) {
      yield state;
      const moves = legalMoves(connect4, state);
      game.makeMove(state, moves[Math.floor(random() * moves.length)]);
    }
  }
}

describe("Connect 4's exact shortcuts (Pons' possibleNonLosingMoves)", () => {
  it('decidedIn says win in one exactly when a move wins at once, loss in two exactly when every move loses next ply', () => {
    let decided = 0;
    for (const state of positions(300)) {
      const moves = legalMoves(connect4, state);
      const expected = winsAtOnce(state) ? 1 : moves.every((move) => losesNextPly(state, move)) ? -2 : 0;
      expect(game.decidedIn!(state)).toBe(expected);
      if (expected !== 0) decided++;
    }
    expect(decided).toBeGreaterThan(100);
  });

  it('leaves out only moves that lose next ply, unless it must keep them all', () => {
    const buf = new Int32Array(game.maxMoves);
    for (const state of positions(300)) {
      if (winsAtOnce(state)) continue;
      const searched = new Set(buf.subarray(0, game.generateSearchMoves!(state, buf)));
      const legal = legalMoves(connect4, state);
      const survivors = legal.filter((move) => !losesNextPly(state, move));
      expect([...searched].sort()).toEqual(survivors.length > 0 ? survivors.sort() : legal);
    }
  });
});
