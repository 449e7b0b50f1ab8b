// `npm run bench engine-nodes`: how many nodes our engine searches in 1000 ms of one core, the node
// budget it plays the Elo match with (bench/strength-games.ts). Searches seeded positions at 1000 ms
// each and divides the nodes by the process's CPU time, not the clock's: on the shared machine a
// 1000 ms search gets a fraction of a core, and the CPU time measures what a quiet core would do.
import { analyse } from '../src/analysis/analyse.js';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { playRandomly } from './random-play.js';

const MS = 1000;
const SEEDS = [1, 2];

/** Game, position parameters and the random plies played before each search. */
const CASES: [string, object, number[]][] = [
  ['pylos', { rules: 'standard' }, [4, 12, 20, 28]],
  ['pylos', { rules: 'advanced' }, [4, 12, 20, 28]],
  ['amazons', {}, [2, 20, 40]],
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function run(): Promise<void> {
  for (const [id, params, pliesList] of CASES) {
    registry.find(id)!.use((game) => {
      const position = game.positionSchema.parse(params);
      const perCpuSecond: number[] = [];
      const cells: string[] = [];
      for (const plies of pliesList) {
        for (const seed of SEEDS) {
          const start = replay(game, position);
          if (!start.valid) throw new Error(start.reason);
          playRandomly(game, start.state, seededRandom(seed), plies);
          const cpu = process.cpuUsage();
          const { stats } = analyse(game, start.state, { timeMs: MS });
          const used = process.cpuUsage(cpu);
          const cpuMs = (used.user + used.system) / 1000;
          perCpuSecond.push((stats.nodes * MS) / cpuMs);
          cells.push(`${plies}/${seed}: depth ${stats.depth}, ${stats.nodes} nodes in ${cpuMs.toFixed(0)} CPU ms`);
        }
      }
      console.log(`${id} ${JSON.stringify(params)}, ${MS} ms a search:\n  ${cells.join('\n  ')}`);
      console.log(`  median nodes per ${MS} CPU ms: ${Math.round(median(perCpuSecond))}`);
    });
  }
}
