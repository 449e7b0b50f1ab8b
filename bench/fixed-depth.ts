// Fixed-depth searches over positions from seeded random play, per game: the same work on every
// run, so node counts gauge move ordering and their rate gauges the engine's speed.
import { analyse } from '../src/analysis/analyse.js';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { randomRecord } from './random-play.js';

export const POSITIONS = 6;

/** Game, position parameters, depth, and random plies played from the start. */
export type Case = [string, object, number, number];

export const CASES: Case[] = [
  ['pylos', {}, 6, 12],
  ['pylos', {}, 7, 24],
  ['line-em-up', { n: 7, s: 4 }, 6, 6],
  ['line-em-up', { n: 10, s: 5 }, 4, 10],
  ['amazons', {}, 3, 20],
  ['amazons', { size: 8 }, 4, 30],
  ['connect4', { moves: '' }, 12, 8],
];

/** A case's positions as the contract's move records, which another commit's engine can replay too. */
export function casePositions([id, params, , plies]: Case): object[] {
  return registry.find(id)!.use((game) => Array.from({ length: POSITIONS }, (_, i) => randomRecord(game, game.positionSchema.parse(params), seededRandom(i + 1), plies)));
}

/** What searching a case's positions cost: the nodes, the milliseconds and the process's CPU milliseconds. */
export interface CaseWork {
  nodes: number;
  ms: number;
  /** Other jobs on a shared machine disturb this far less than the milliseconds. */
  cpuMs: number;
}

/** Searches each prepared position with `search`, which answers its node count; only the searches are timed. */
export function timeSearches<T>(prepared: T[], search: (position: T) => number): CaseWork {
  const work = { nodes: 0, ms: 0, cpuMs: 0 };
  for (const position of prepared) {
    const began = performance.now();
    const cpu = process.cpuUsage();
    work.nodes += search(position);
    const used = process.cpuUsage(cpu);
    work.ms += performance.now() - began;
    work.cpuMs += (used.user + used.system) / 1000;
  }
  return work;
}

/** This checkout's search of one case's positions to its depth. */
export function caseSearcher(c: Case, positions = casePositions(c)): () => CaseWork {
  const [id, , depth] = c;
  return registry.find(id)!.use((game) => {
    const fresh = () =>
      positions.map((position) => {
        const read = replay(game, game.positionSchema.parse(position));
        if (!read.valid) throw new Error(read.reason);
        return read.state;
      });
    return () => timeSearches(fresh(), (state) => analyse(game, state, { depth }).stats.nodes);
  });
}

export function searchCase(c: Case): CaseWork {
  return caseSearcher(c)();
}
