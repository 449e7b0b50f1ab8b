// The baseline Amazons player of `npm run bench:match amazons`: a one-ply search over every legal
// move, scoring each by the mobility difference after it (our legal moves minus the opponent's),
// ties broken at random from a fixed seed.
import { MAX_MOVES, generateMovesFor, type AmazonsState } from '../src/games/amazons/rules.js';
import { seededRandom } from '../src/games/random.js';

export function mobilityBaseline(seed: number): (state: AmazonsState) => number {
  const random = seededRandom(seed);
  const moves = new Int32Array(MAX_MOVES);
  const scratch = new Int32Array(MAX_MOVES);
  return (state) => {
    const me = state.toMove;
    const n = generateMovesFor(state, me, moves);
    let best = -Infinity;
    let ties = 0;
    let choice = moves[0];
    for (let i = 0; i < n; i++) {
      state.play(moves[i]);
      const score = generateMovesFor(state, me, scratch) - generateMovesFor(state, me ^ 1, scratch);
      state.undo(moves[i]);
      if (score > best) {
        best = score;
        ties = 1;
        choice = moves[i];
      } else if (score === best && random() * ++ties < 1) {
        // Reservoir sampling: each of the tied moves is kept with equal probability.
        choice = moves[i];
      }
    }
    return choice;
  };
}
