// The seed report's Pylos player (shared/seeds/003), the opponent of `npm run bench:match pylos`:
// depth-3 alpha-beta over the full move list (every removal choice is a move of its own), the
// evaluation the reserve difference, wins and losses by the rules; ties among the best root moves
// broken at random from a fixed seed.
import { Outcome } from '../src/core/outcome.js';
import { reserveDifference } from '../src/games/pylos/evaluate.js';
import { MAX_MOVES, gameOutcome, generateMoves, type PylosState } from '../src/games/pylos/rules.js';
import { seededRandom } from '../src/games/random.js';

const DEPTH = 3;
const WIN = 1000;

export function seedPlayer(seed: number): (state: PylosState) => number {
  const random = seededRandom(seed);
  const buffers = Array.from({ length: DEPTH + 1 }, () => new Int32Array(MAX_MOVES));

  function alphaBeta(state: PylosState, depth: number, ply: number, alpha: number, beta: number): number {
    const o = gameOutcome(state);
    if (o !== Outcome.Ongoing) return o === Outcome.Win ? WIN - ply : o === Outcome.Loss ? -(WIN - ply) : 0;
    if (depth === 0) return reserveDifference.evaluate(state);
    const moves = buffers[ply];
    const n = generateMoves(state, moves, false);
    for (let i = 0; i < n; i++) {
      state.play(moves[i]);
      const v = -alphaBeta(state, depth - 1, ply + 1, -beta, -alpha);
      state.undo(moves[i]);
      if (v >= beta) return beta;
      if (v > alpha) alpha = v;
    }
    return alpha;
  }

  return (state) => {
    const moves = buffers[0];
    const n = generateMoves(state, moves, false);
    let best = -Infinity;
    let ties = 0;
    let choice = moves[0];
    for (let i = 0; i < n; i++) {
      state.play(moves[i]);
      // A window just below the best so far makes every move that ties it score exactly.
      const v = -alphaBeta(state, DEPTH - 1, 1, -Infinity, -(best - 1));
      state.undo(moves[i]);
      if (v > best) {
        best = v;
        ties = 1;
        choice = moves[i];
      } else if (v === best && random() * ++ties < 1) {
        // Reservoir sampling: each tied move is kept with equal probability.
        choice = moves[i];
      }
    }
    return choice;
  };
}
