// A worker thread of `npm run bench:match -- levels`: plays the level games it is sent, one at a time.
import { parentPort } from 'node:worker_threads';
import { registry } from '../src/games/index.js';
import { playLevelGame, type LevelJob } from './level-games.js';

for (const game of registry.games) game.use((definition) => definition.kernels.forEach((kernel) => kernel.warm()));
const port = parentPort!;
port.on('message', (job: LevelJob) => {
  try {
    port.postMessage(playLevelGame(job));
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
