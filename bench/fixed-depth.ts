// Fixed-depth searches over positions from seeded random play, per game: the same work on every
// run, so node counts gauge move ordering and their rate gauges the engine's speed.
import { analyse } from '../src/analysis/analyse.js';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { playRandomly } from './random-play.js';

export const POSITIONS = 6;

/** Game, position parameters, depth, and random plies played from the start. */
export const CASES: [string, object, number, number][] = [
  ['pylos', {}, 6, 12],
  ['pylos', {}, 7, 24],
  ['line-em-up', { n: 7, s: 4 }, 6, 6],
  ['line-em-up', { n: 10, s: 5 }, 4, 10],
  ['amazons', {}, 3, 20],
  ['amazons', { size: 8 }, 4, 30],
  ['connect4', { moves: '' }, 12, 8],
];

/**
 * Searches one case's positions to its depth; returns the nodes, the milliseconds spent and the
 * process's CPU milliseconds in them (which other jobs on a shared machine disturb far less).
 */
export function searchCase([id, params, depth, plies]: (typeof CASES)[number]): { nodes: number; ms: number; cpuMs: number } {
  return registry.find(id)!.use((game) => {
    const position = game.positionSchema.parse(params);
    let nodes = 0;
    let ms = 0;
    let cpuMs = 0;
    for (let seed = 1; seed <= POSITIONS; seed++) {
      const start = replay(game, position);
      if (!start.valid) throw new Error(start.reason);
      playRandomly(game, start.state, seededRandom(seed), plies);
      const began = performance.now();
      const cpu = process.cpuUsage();
      nodes += analyse(game, start.state, { depth }).stats.nodes;
      const used = process.cpuUsage(cpu);
      ms += performance.now() - began;
      cpuMs += (used.user + used.system) / 1000;
    }
    return { nodes, ms, cpuMs };
  });
}
