// Nodes the iterative search needs to reach a fixed depth, per game, over positions from seeded
// random play: a machine-independent gauge of move ordering, run by hand before and after an
// ordering change (`npx tsx bench/order-nodes.ts`). Fewer nodes to the same depth means better
// ordering; the value searched is the same either way.
import { analyse } from '../src/analysis/analyse.js';
import { findGame } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { playRandomly } from './random-play.js';
import { replay } from '../src/games/replay.js';

const POSITIONS = 6;

/** Game, position parameters, depth, and random plies played from the start. */
const CASES: [string, object, number, number][] = [
  ['pylos', {}, 6, 12],
  ['pylos', {}, 7, 24],
  ['line-em-up', { n: 7, s: 4 }, 6, 6],
  ['line-em-up', { n: 10, s: 5 }, 4, 10],
  ['amazons', {}, 3, 20],
  ['amazons', { size: 8 }, 4, 30],
  ['connect4', { moves: '' }, 12, 8],
];

for (const [id, params, depth, plies] of CASES) {
  const game = findGame(id)!;
  let nodes = 0;
  for (let seed = 1; seed <= POSITIONS; seed++) {
    const start = replay(game, params);
    if (!start.valid) throw new Error(start.reason);
    playRandomly(game, start.state, seededRandom(seed), plies);
    nodes += analyse(game, start.state, { depth }).stats.nodes;
  }
  console.log(`${id} ${JSON.stringify(params)}: ${POSITIONS} positions after ${plies} random plies, depth ${depth}: ${nodes.toLocaleString('en')} nodes`);
}
