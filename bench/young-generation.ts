// `npm run bench young-generation [-- --game=ID]`: does the heap flag npm start passes
// (--max-semi-space-size, docs/operations.md "Memory") slow the searches? A V8 flag holds for every
// thread of the process, the search workers too, so this compares young generations the other way:
// workers of this one process, started without flags, each given its size by `resourceLimits`,
// take turns on the fixed-depth cases of bench/fixed-depth.ts, alternating the order every round.
// It prints each size's median nodes per CPU second by case. Run it with no NODE_OPTIONS: a flag
// would override every worker's size.
import { Worker } from 'node:worker_threads';
import { CASES } from './fixed-depth.js';
import { percentile } from './http.js';

/** Young generations in MB: 3 semi-spaces each, so 8 MB (npm start's), 16 MB (Node 20's default), 32 MB (Node 26's). */
const SIZES = [24, 48, 96];
const ROUNDS = 6;
/** Searches of each case a worker times, after one to warm it. */
const RUNS = 3;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.fixedDepth).then(({ CASES, caseSearcher }) => {
  const rates = workerData.cases.map((i) => {
    const search = caseSearcher(CASES[i]);
    search();
    return Array.from({ length: workerData.runs }, () => { const work = search(); return (work.nodes / work.cpuMs) * 1000; });
  });
  parentPort.postMessage(rates);
});`;

function timeIn(youngMb: number, cases: number[]): Promise<number[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { fixedDepth: new URL('./fixed-depth.js', import.meta.url).href, cases, runs: RUNS },
      resourceLimits: { maxYoungGenerationSizeMb: youngMb },
    });
    worker.once('message', (rates: number[][]) => {
      resolve(rates);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export async function run(): Promise<void> {
  if (/--max-semi-space-size|--max-heap-size/.test(`${process.execArgv} ${process.env.NODE_OPTIONS ?? ''}`)) {
    throw new Error('young-generation: run it without heap flags, which override the workers\' sizes');
  }
  const games = process.argv.filter((arg) => arg.startsWith('--game=')).map((arg) => arg.slice('--game='.length));
  const cases = CASES.flatMap((c, i) => (games.length === 0 || games.includes(c[0]) ? [i] : []));
  const rates = new Map<number, number[][]>(SIZES.map((size) => [size, cases.map(() => [])]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const size of round % 2 === 0 ? SIZES : [...SIZES].reverse()) {
      (await timeIn(size, cases)).forEach((runs, i) => rates.get(size)![i].push(...runs));
    }
    process.stderr.write(`young-generation: round ${round + 1} of ${ROUNDS}\n`);
  }
  console.log(`fixed-depth searches, nodes per CPU second, median of ${ROUNDS * RUNS} by young generation (${SIZES.map((s) => `${s} MB`).join(' / ')}):`);
  cases.forEach((c, i) => {
    const [id, params, depth] = CASES[c];
    const label = `${id} ${JSON.stringify(params)} depth ${depth}`;
    console.log(`  ${label.padEnd(40)} ${SIZES.map((size) => Math.round(percentile(rates.get(size)![i], 50)).toLocaleString('en').padStart(10)).join(' /')}`);
  });
}
