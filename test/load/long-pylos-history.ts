import { Outcome } from '../../src/core/outcome.js';
import { pylos } from '../../src/games/pylos/index.js';
import { gameOutcome, generateMoves, MAX_MOVES, type PylosState } from '../../src/games/pylos/rules.js';
import { rebuild } from '../../src/games/replay.js';

/** Root moves tried at each ply before the walk backs up: enough that it never has to, in practice. */
const TRIED = 4;

/**
 * A legal Pylos game of `plies` moves from the empty board that is not over: no top sphere, no
 * empty reserve, no position a third time. The outside probe flooded the service with 519-ply
 * histories, which make every search scan a long record for repetitions; such a game lasts only
 * when spheres keep coming back, so the walk prefers the moves that leave the most spheres in the
 * reserves (a square or line and its removals), drawing among the rest with a seeded generator.
 */
export function longPylosHistory(plies: number, seed = 7): string[] {
  let draw = seed >>> 0;
  const random = () => (draw = (Math.imul(draw, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const state = rebuild(pylos, pylos.positionSchema.parse({}), []);
  const moves = new Int32Array(MAX_MOVES);
  const line: number[] = [];
  const reserves = (s: PylosState) => s.reserve(0) + s.reserve(1);
  const walk = (): boolean => {
    if (line.length >= plies) return true;
    const count = generateMoves(state, moves, false);
    const ranked = Array.from(moves.subarray(0, count), (move) => {
      state.play(move);
      const key = gameOutcome(state) === Outcome.Ongoing ? reserves(state) * 10 + random() * 15 : -Infinity;
      state.undo(move);
      return { move, key };
    }).sort((a, b) => b.key - a.key);
    for (const { move, key } of ranked.slice(0, TRIED)) {
      if (key === -Infinity) break;
      state.play(move);
      line.push(move);
      if (walk()) return true;
      state.undo(move);
      line.pop();
    }
    return false;
  };
  if (!walk()) throw new Error(`no ${plies}-ply Pylos game found from seed ${seed}`);
  return line.map((move) => pylos.formatMove(state, move).notation);
}
