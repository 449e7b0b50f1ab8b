import { describe, expect, it } from 'vitest';
import { Outcome } from '../../src/core/outcome.js';
import type { SearchGame } from '../../src/engine/game.js';
import { registry } from '../../src/games/index.js';
import { seededRandom } from '../../src/games/random.js';
import { legalMoves } from '../../src/games/replay.js';
import type { GameDefinition, Position, PositionInput } from '../../src/games/types.js';
import { readPosition } from '../support/read-position.js';
import { registry as toyRegistry } from '../toy/registry.js';

/*
 * One suite for every registered game and the toy one, in the manner of OpenSpiel's shared
 * random-simulation test: whatever a game's rules, the contract's promises must hold.
 */

const GAMES = [...registry.games, ...toyRegistry.games];
const RANDOM_GAMES = 12;
/** Pylos can cycle: a random game is cut here. */
const MAX_PLIES = 160;
/** Moves checked one by one per position (Amazons has thousands). */
const MOVES_CHECKED = 40;

/** Leaf count of the move tree from the start position (perft), with known or pinned figures. */
const PERFT: Record<string, number[]> = {
  connect4: [7, 49, 343, 2401, 16807, 117649],
  // Tic-tac-toe on the default 3x3 board, the counts of any tic-tac-toe move tree.
  'line-em-up': [9, 72, 504, 3024, 15120],
  // Pinned as measured: 16 spots, then removals once squares can form.
  pylos: [16, 240, 3360, 43680],
  amazons: [2176, 4307152],
  nim: [3, 9, 27, 76, 147, 168, 113, 45, 10, 1],
};

function perft<S>(search: SearchGame<S>, state: S, depth: number): number {
  if (search.outcome(state) !== Outcome.Ongoing) return 0;
  const buf = new Int32Array(search.maxMoves);
  const n = search.generateMoves(state, buf);
  if (depth === 1) return n;
  let total = 0;
  for (const move of buf.slice(0, n)) {
    search.makeMove(state, move);
    total += perft(search, state, depth - 1);
    search.unmakeMove(state, move);
  }
  return total;
}

function start<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>): S {
  const read = readPosition(game, {});
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

/** Everything of a position the rules and the engine can tell apart. */
function fingerprint<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S) {
  const { search } = game;
  return {
    key: game.key(state),
    hash: [search.hashLo(state), search.hashHi(state)],
    position: game.describe(state),
    status: game.status(state),
    outcome: search.outcome(state),
    side: search.sideToMove(state),
    // The evaluations read the games' incremental counters, so a counter left wrong shows here.
    evaluations: Object.values(game.evaluations).map((evaluation) => evaluation.evaluate(state)),
  };
}

/** A sample of the moves, spread over the list, so that wide games stay quick. */
function sample(moves: number[], count: number): number[] {
  if (moves.length <= count) return moves;
  return Array.from({ length: count }, (_, i) => moves[Math.floor((i * moves.length) / count)]);
}

function checkPosition<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, state: S): void {
  const { search } = game;
  const moves = legalMoves(game, state);
  const before = fingerprint(game, state);
  expect(game.resolvedPositionSchema.safeParse(before.position).success).toBe(true);

  // The start of a resolved position reads back to the same position (how a worker rebuilds it).
  const readBack = game.setup(game.positionSchema.parse(before.position));
  expect(readBack.ok && game.describe(readBack.value.state)).toEqual(before.position);

  if (search.generateSearchMoves) {
    const buf = new Int32Array(search.maxMoves);
    const searched = Array.from(buf.subarray(0, search.generateSearchMoves(state, buf)));
    expect(searched.length).toBeGreaterThan(0);
    expect(moves).toEqual(expect.arrayContaining(searched));
  }
  for (const move of sample(moves, MOVES_CHECKED)) {
    const formatted = game.formatMove(state, move);
    expect(game.moveSchema.safeParse(formatted).success).toBe(true);
    expect(game.parseMove(state, formatted.notation)).toEqual({ ok: true, value: move });
    search.makeMove(state, move);
    search.unmakeMove(state, move);
    expect(fingerprint(game, state)).toEqual(before);
  }
}

describe.each(GAMES.map((game) => [game.info.id, game] as const))('%s keeps the game contract', (id, registered) => {
  it('declares a reader for each parameter it lists, and only those', () => {
    registered.use((game) => {
      expect(Object.keys(game.parameterReaders).sort()).toEqual(game.info.parameters.map((p) => p.name).sort());
    });
  });

  it('counts the known move trees (perft)', () => {
    registered.use((game) => {
      const counts = PERFT[id].map((_, d) => perft(game.search, start(game), d + 1));
      expect(counts).toEqual(PERFT[id]);
    });
  });

  it('over random games: make/unmake restore everything, moves round-trip, search moves are legal, replay and take-back agree', () => {
    registered.use((game) => {
      for (let seed = 1; seed <= RANDOM_GAMES; seed++) {
        const random = seededRandom(seed);
        const state = start(game);
        const initial = game.describe(state);
        const atStart = fingerprint(game, state);
        const played: number[] = [];
        const notations: string[] = [];
        while (!game.status(state).over && notations.length < MAX_PLIES) {
          checkPosition(game, state);
          const moves = legalMoves(game, state);
          const move = moves[Math.floor(random() * moves.length)];
          notations.push(game.formatMove(state, move).notation);
          played.push(move);
          game.search.makeMove(state, move);
        }
        // The record read back through validate's path ends in the same position.
        const replayed = readPosition(game, { ...initial, moves: notations });
        expect(replayed.valid).toBe(true);
        if (replayed.valid) expect(fingerprint(game, replayed.state)).toEqual(fingerprint(game, state));
        // Taking the whole game back returns to the start.
        for (const move of played.reverse()) game.search.unmakeMove(state, move);
        expect(fingerprint(game, state)).toEqual(atStart);
      }
    });
  });
});
