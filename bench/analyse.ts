// `npm run bench analyse`: `analyse` over HTTP for every game, one request at a time on one worker,
// with the default lines and timeMs 1000 on positions from the start to 40 random plies: how deep
// every line gets, how many are proven, and whether the one budget holds for the whole request
// (target, as best-move's: response p99 under the budget + 50 ms).
import { registry } from '../src/games/index.js';
import { percentile, post, withService } from './http.js';
import { positions, STARTS } from './time-use.js';

const TIME_MS = 1000;
const POSITIONS = 10;

export async function run(): Promise<void> {
  await withService(1, async (base) => {
    console.log(`analyse with timeMs ${TIME_MS} over HTTP, one worker, ${POSITIONS} positions a game:`);
    for (const game of registry.games) {
      const id = game.info.id;
      const url = `${base}/v1/games/${id}/analyse`;
      const requests = game.use((definition) => positions(definition, STARTS[id] ?? {}, POSITIONS));
      await post(url, { position: requests[1], search: { timeMs: 200 } });
      const depths: number[] = [];
      const times: number[] = [];
      let lines = 0;
      let proven = 0;
      for (const position of requests) {
        const { ms, status, body } = await post(url, { position, search: { timeMs: TIME_MS } });
        if (status !== 200) throw new Error(`analyse answered ${status}: ${JSON.stringify(body)}`);
        times.push(ms);
        depths.push(body.stats.depth);
        lines += body.lines.length;
        proven += body.lines.filter((line: { score: { outcome?: string } }) => line.score.outcome !== undefined).length;
      }
      const sorted = [...depths].sort((a, b) => a - b);
      console.log(
        `${id.padEnd(11)} depth min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}; ${proven} of ${lines} lines proven; ` +
          `response p99 ${percentile(times, 99).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
      );
    }
  });
  console.log(`target: response p99 under ${TIME_MS + 50} ms`);
}
