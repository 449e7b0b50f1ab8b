// Engine speed per game in process: the fixed-depth cases of order-nodes searched RUNS times, the
// median nodes per second printed per case. Same nodes every run, so only the rate varies; compare
// two commits by running `npm run bench speed` on each; `--game=ID` (repeatable) keeps that game's cases only.
import { CASES, searchCase } from './fixed-depth.js';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The cases of the games named by `--game=ID`, or every case when none is. */
function chosenCases(): typeof CASES {
  const games = process.argv.filter((arg) => arg.startsWith('--game=')).map((arg) => arg.slice('--game='.length));
  return games.length === 0 ? CASES : CASES.filter(([id]) => games.includes(id));
}

export async function run(): Promise<void> {
  const cases = chosenCases();
  for (const c of cases) searchCase(c); // warm the JIT and the search buffers
  console.log(`fixed-depth searches, median of ${RUNS} runs:`);
  for (const c of cases) {
    const [id, params, depth] = c;
    const rates: number[] = [];
    const cpuRates: number[] = [];
    let nodes = 0;
    for (let i = 0; i < RUNS; i++) {
      const result = searchCase(c);
      nodes = result.nodes;
      rates.push((result.nodes / result.ms) * 1000);
      cpuRates.push((result.nodes / result.cpuMs) * 1000);
    }
    const label = `${id} ${JSON.stringify(params)} depth ${depth}`;
    const rate = (values: number[]) => Math.round(median(values)).toLocaleString('en').padStart(10);
    console.log(`  ${label.padEnd(40)} ${nodes.toLocaleString('en').padStart(10)} nodes ${rate(rates)} nodes/s ${rate(cpuRates)} per CPU second`);
  }
}
