// `npm run bench level-cost`: the mean CPU time a best move costs at each of a few levels, in
// process over seeded positions of every game, the top level at the game's default budget (its
// default time). Target (issue 41): level 1 at most a tenth of the top level's. CPU time, not wall
// time: the machine is shared.
import { analyse } from '../src/analysis/analyse.js';
import { MAX_LEVEL } from '../src/games/level-table.js';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { playRandomly } from './random-play.js';
import { STARTS } from './time-use.js';

const POSITIONS = 6;
const LEVELS = [1, 3, 5, 7, 9, MAX_LEVEL];

export async function run(): Promise<void> {
  console.log(`mean CPU ms a best move over ${POSITIONS} seeded positions (the start plus 0-25 random plies); level ${MAX_LEVEL} at the default time`);
  console.log(`game        ${LEVELS.map((l) => `L${l}`.padStart(8)).join('')}   L1/L${MAX_LEVEL}`);
  for (const id of registry.ids) {
    const means = registry.find(id)!.use((game) =>
      LEVELS.map((level) => {
        let cpu = 0;
        for (let i = 0; i < POSITIONS; i++) {
          const read = replay(game, game.positionSchema.parse(STARTS[id]));
          if (!read.valid) throw new Error(read.reason);
          playRandomly(game, read.state, seededRandom(i), 5 * i);
          const before = process.cpuUsage();
          analyse(game, read.state, { level, seed: i });
          const used = process.cpuUsage(before);
          cpu += (used.user + used.system) / 1000;
        }
        return cpu / POSITIONS;
      }),
    );
    const ratio = means[0] / means[means.length - 1];
    console.log(`${id.padEnd(12)}${means.map((m) => m.toFixed(1).padStart(8)).join('')}   ${ratio.toFixed(4)}`);
  }
}
