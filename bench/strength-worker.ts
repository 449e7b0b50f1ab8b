// A worker thread of `npm run bench:match -- elo`: plays the games it is sent, one at a time, and
// answers each result. Every worker has its own engines (and tables), so two games run at once.
import { parentPort, workerData } from 'node:worker_threads';
import { readLayer } from '../src/games/pylos/endgame-layers.js';
import type { RuleSet } from '../src/games/pylos/geometry.js';
import { pylosKernel } from '../src/games/pylos/kernel.js';
import { loadBaseline } from './baseline-engine.js';
import { FAMILIES, type GameJob } from './strength-games.js';

export interface WorkerSetup {
  /** The baseline commit's compiled sources, when the match has one. */
  baselineDist?: string;
  gameIds: string[];
  /** The Pylos endgame table our engine reads (--table): this thread's kernel loads it first. */
  pylosTable?: RuleSet;
}

// Worker data crosses a thread boundary the types cannot see; bench/strength.ts sends a WorkerSetup.
const setup = workerData as WorkerSetup;
if (setup.pylosTable !== undefined) {
  const rules = setup.pylosTable;
  pylosKernel().loadEndgameTable(rules, (left) => readLayer(rules, left));
}
const baseline = setup.baselineDist === undefined ? undefined : await loadBaseline(setup.baselineDist, setup.gameIds);
const port = parentPort!;
port.on('message', (job: GameJob) => {
  try {
    port.postMessage(FAMILIES[job.family].play(job, baseline));
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
