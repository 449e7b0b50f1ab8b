// Generates Connect 4's ply-8 database and opening table with our own solver (see docs/connect4.md):
//   c4-book [generate] [--set S] [--moves] [--workers N] [--fresh-table]   solve the chunks not yet done, resumable
//   c4-book sample [--runs N]                                    time a sample, with and without the kept table
//   c4-book assemble [--set S]                                   build the file from complete chunks
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { duration } from '../referee/progress-bar.js';
import { chunksOf, isDone, type Chunk } from './c4-book/chunks.js';
import { assemble } from './c4-book/assemble.js';
import { BOOK_SETS, type BookSet } from './c4-book/sets.js';
import { timeSample } from './c4-book/sample.js';
import type { WorkerReport, WorkerSetup } from './c4-book/worker.js';
import { answerHelp } from '../process/help.js';

const USAGE = `usage: c4-book [generate [--set S] [--moves] [--workers N] [--fresh-table] | sample [--runs N] | assemble [--set S] [--partial]]
  generate   weak-solves the positions of every chunk not yet in the set's folder of
             data/connect4-book/ (resumable: a restart skips finished chunks), on N worker threads
             (default: all cores)
  sample     times runs of 10 consecutive database positions with the table kept across them and
             emptied before each, alternating, and projects the whole generation's time
  assemble   writes the set's file and its log from the chunks (all of them, or --partial)
  --set      ply8: the database (default); ply7: the opening table, solved through the database
  --moves    the move pass over the assembled database: a move that keeps each win and draw,
             proved by a solve through the database (its own chunks; assemble adds them to the file)`;

/** A progress line every this many positions, so that a log file stays readable. */
const REPORT_EVERY = 25;

function generate(set: BookSet, moves: boolean, workers: number, keepTable: boolean): Promise<void> {
  const dir = moves ? set.movesDir : set.chunkDir;
  if (dir === undefined) throw new Error(`the ${set.name} set keeps no moves`);
  const positions = set.positions();
  const all = chunksOf(positions);
  const pending: Chunk[] = all.filter((chunk) => !isDone(dir, chunk.index));
  const total = pending.reduce((n, chunk) => n + chunk.positions.length, 0);
  console.log(`${set.title}${moves ? ', move pass' : ''}: ${positions.length} positions in ${all.length} chunks of up to ${all[0].positions.length}; ${all.length - pending.length} chunks done, ${pending.length} to solve (${total} positions) on ${workers} threads, table ${keepTable ? 'kept across solves' : 'emptied before each'}`);
  const started = performance.now();
  let solved = 0;
  let solveMs = 0;
  let chunksLeft = pending.length;
  return new Promise((resolve, reject) => {
    const next = (worker: Worker): void => {
      const chunk = pending.shift();
      if (chunk === undefined) void worker.terminate();
      else worker.postMessage(chunk);
    };
    for (let i = 0; i < Math.min(workers, pending.length); i++) {
      const worker = new Worker(new URL('./c4-book/worker.js', import.meta.url), { workerData: { set: set.name, keepTable, moves } satisfies WorkerSetup });
      worker.on('error', reject);
      worker.on('message', (report: WorkerReport) => {
        if (report.kind === 'position') {
          solved++;
          solveMs += report.ms;
          if (solved % REPORT_EVERY === 0) {
            const elapsed = performance.now() - started;
            const eta = duration((elapsed / solved) * (total - solved));
            console.log(`${solved}/${total} positions, ${(solveMs / solved / 1000).toFixed(2)} s a position in a thread, elapsed ${duration(elapsed)}, ETA ${eta}`);
          }
          return;
        }
        chunksLeft--;
        console.log(`chunk ${report.index} written (${chunksLeft} to go)`);
        if (chunksLeft === 0) resolve();
        next(worker);
      });
      next(worker);
    }
    if (pending.length === 0) resolve();
  });
}

answerHelp(process.argv.slice(2), USAGE);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { set: { type: 'string' }, moves: { type: 'boolean' }, workers: { type: 'string' }, 'fresh-table': { type: 'boolean' }, runs: { type: 'string' }, partial: { type: 'boolean' } },
});
const command = positionals[0] ?? 'generate';
const set = BOOK_SETS[values.set ?? 'ply8'];
if (set === undefined) {
  process.stderr.write(`unknown --set ${values.set}: one of ${Object.keys(BOOK_SETS).join(', ')}\n${USAGE}\n`);
  process.exitCode = 2;
} else if (command === 'generate') await generate(set, values.moves === true, Number(values.workers ?? cpus().length), values['fresh-table'] !== true);
else if (command === 'sample') timeSample(Number(values.runs ?? 10));
else if (command === 'assemble') assemble(set, values.partial === true);
else {
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 2;
}
