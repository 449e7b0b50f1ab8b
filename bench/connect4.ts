// Connect 4 figures: the solver sets beside Pons' published ones, the service's figures over HTTP
// (warm workers' speed, time-limit overrun, /healthz while every worker searches), and the
// tournament command's whole-process time.
// Data paths are relative to the project root, where npm runs the bench from.
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { solveAsPons } from '../src/cli/pons-solve.js';
import { connect4 } from '../src/games/connect4/index.js';
import { connect4Wasm } from '../src/games/connect4/kernel.js';
import { replay } from '../src/games/replay.js';
import { ProgressBar } from '../src/referee/progress-bar.js';
import { ponsSet } from './begin-table-positions.js';
import { describeLatencies, healthUnderLoad, post, withService } from './http.js';

interface SolverSet {
  file: string;
  name: string;
  /** Positions measured, from the top of the file: the slow sets are sampled to keep the bench within minutes. */
  sample: number;
}

const SETS: SolverSet[] = [
  { file: 'Test_L3_R1', name: 'End-Easy', sample: 1000 },
  { file: 'Test_L2_R1', name: 'Middle-Easy', sample: 1000 },
  { file: 'Test_L2_R2', name: 'Middle-Medium', sample: 1000 },
  { file: 'Test_L1_R1', name: 'Begin-Easy', sample: 1000 },
  { file: 'Test_L1_R2', name: 'Begin-Medium', sample: 20 },
  { file: 'Test_L1_R3', name: 'Begin-Hard', sample: 10 },
];

/** Pons' solver on the same positions: his score, nodes and microseconds, by moves. */
interface PonsFigures {
  score: number;
  nodes: number;
  microseconds: number;
}

function ponsReference(file: string): Map<string, PonsFigures> {
  const rows = readFileSync(`test/data/connect4/pons-reference/${file}.tsv`, 'utf8').trim().split('\n');
  return new Map(
    rows.map((row) => {
      const [moves, score, nodes, microseconds] = row.split('\t');
      return [moves, { score: Number(score), nodes: Number(nodes), microseconds: Number(microseconds) }];
    }),
  );
}

function load(moves: string) {
  const position = replay(connect4, { moves });
  if (!position.valid) throw new Error(position.reason);
  return position.state;
}

async function overHttp(workers: number): Promise<void> {
  await withService(workers, async (base) => {
    const url = `${base}/v1/games/connect4/best-move`;
    // Warm every worker (JIT, buffers) before measuring.
    await Promise.all(Array.from({ length: workers * 2 }, () => post(url, { position: { moves: '4453' }, search: { depth: 12 } })));

    let nodes = 0;
    let ms = 0;
    for (const { moves } of ponsSet('Test_L1_R2', 10)) {
      const { body } = await post(url, { position: { moves }, search: { nodes: 2_000_000 } });
      nodes += body.stats.nodes;
      ms += body.stats.timeMs;
    }
    console.log(`  warm worker speed: ${Math.round((nodes / ms) * 1000).toLocaleString('en')} nodes/s`);

    // The default budget (one second), as a client that sends no search options gets it.
    let exact = 0;
    let responses = 0;
    const openings = ponsSet('Test_L1_R2', 50);
    for (const { moves } of openings) {
      const { ms: response, body } = await post(url, { position: { moves } });
      if (body.score.outcome !== undefined) exact++;
      responses += response;
    }
    console.log(
      `  default budget, first ${openings.length} Begin-Medium positions: ${exact} answered with the exact outcome, mean response ${(responses / openings.length).toFixed(0)} ms`,
    );

    const timeMs = 300;
    let worstResponse = 0;
    let worstSearch = 0;
    for (const { moves } of ponsSet('Test_L1_R3', 50)) {
      const { ms: response, body } = await post(url, { position: { moves }, search: { timeMs } });
      worstResponse = Math.max(worstResponse, response - timeMs);
      worstSearch = Math.max(worstSearch, body.stats.timeMs - timeMs);
    }
    console.log(
      `  timeMs ${timeMs} over 50 requests: worst overrun ${worstSearch.toFixed(1)} ms in the search, ${worstResponse.toFixed(1)} ms in the whole response`,
    );

    const busy = Promise.all(
      ponsSet('Test_L1_R3', workers).map(({ moves }) => post(url, { position: { moves }, search: { timeMs: 3000 } })),
    );
    console.log(`  /healthz while ${workers} worker(s) search: ${describeLatencies(await healthUnderLoad(base, busy))}`);
  });
}

function solverSets(): void {
  // Warm up the JIT and the solver's table before timing anything.
  for (let i = 0; i < 3; i++) solveAsPons(load('4453'));
  console.log(
    "Pons' test sets, the same positions for both solvers, no clock, no node limit; exact = our score equals the file's (his figures from test/data/connect4/pons-reference, taken under load, where it has the position):",
  );
  console.log('set            positions  exact  mean time   mean nodes | Pons on   time       nodes | ours/Pons: time  nodes');
  let totalNodes = 0;
  let totalMs = 0;
  for (const set of SETS) {
    const reference = ponsReference(set.file);
    const sample = ponsSet(set.file, set.sample);
    let nodes = 0;
    let ms = 0;
    let exact = 0;
    // Sums over the positions Pons' figures cover, ours and his.
    const paired = { count: 0, nodes: 0, ms: 0, ponsNodes: 0, ponsMs: 0 };
    const bar = new ProgressBar(process.stderr, sample.length, `${set.name}`);
    for (const { moves, score } of sample) {
      const ours = solveAsPons(load(moves));
      ms += ours.ms;
      nodes += ours.nodes;
      if (ours.score === score) exact++;
      const pons = reference.get(moves);
      if (pons !== undefined) {
        paired.count++;
        paired.nodes += ours.nodes;
        paired.ms += ours.ms;
        paired.ponsNodes += pons.nodes;
        paired.ponsMs += pons.microseconds / 1000;
      }
      bar.advance();
    }
    totalNodes += nodes;
    totalMs += ms;
    const n = sample.length;
    const k = paired.count;
    console.log(
      `${set.name.padEnd(14)} ${String(n).padStart(9)} ${String(exact).padStart(6)} ${(ms / n).toFixed(2).padStart(8)} ms ${Math.round(nodes / n).toLocaleString('en').padStart(12)} | ${String(k).padStart(7)} ${(paired.ponsMs / k).toFixed(3).padStart(9)} ms ${Math.round(paired.ponsNodes / k).toLocaleString('en').padStart(11)} | ${(paired.ms / paired.ponsMs).toFixed(2).padStart(14)} ${(paired.nodes / paired.ponsNodes).toFixed(3).padStart(6)}`,
    );
  }
  console.log(`nodes per second (single thread, all sets): ${Math.round((totalNodes / totalMs) * 1000).toLocaleString('en')}`);
}

/**
 * Passes over End-Easy before the timed ones: V8's optimizing compiler, on threads of its own,
 * compiled the solver's JavaScript as late as the sixth pass on this loaded machine, at up to 40 ms
 * of CPU a pass, which the process's CPU time counts.
 */
const WARM_PASSES = 10;
const TIMED_PASSES = 5;

/**
 * End-Easy's small solves (about 51 nodes) call after call, as a client solving many positions
 * would, each from an empty table (as Pons' benchmark resets his before each position, outside
 * his clock; ours forgets its table inside the timed call): the mean and 99th percentile a call
 * beside Pons' (his reference file, one process, under load too). The timed passes follow warm
 * ones, as his compiled solver needs no compiler at run time; the first pass's mean is printed
 * apart, with the first call's time. The CPU time is the process's over the timed calls, which
 * the machine's other work cannot inflate as it does the wall clock's tail (a call descheduled for
 * 50 ms adds 10 us to a mean of 5000).
 */
function smallSolveTail(): void {
  const referenceRows = ponsReference('Test_L3_R1');
  const sample = ponsSet('Test_L3_R1', 1000);
  const states = sample.map(({ moves }) => load(moves));
  // The kernel's instance (its 100 MB of memory) made first, as a service's worker makes it before its first search.
  connect4Wasm.warm();
  const firstCall = performance.now();
  solveAsPons(states[0]);
  const firstCallUs = (performance.now() - firstCall) * 1000;
  const firstPass = performance.now();
  for (const state of states) solveAsPons(state);
  const firstPassUs = ((performance.now() - firstPass) * 1000) / states.length;
  for (let pass = 1; pass < WARM_PASSES; pass++) for (const state of states) solveAsPons(state);
  const perPosition = states.map(() => [] as number[]);
  const cpu = process.cpuUsage();
  for (let pass = 0; pass < TIMED_PASSES; pass++) {
    for (let i = 0; i < states.length; i++) {
      const started = performance.now();
      solveAsPons(states[i]);
      perPosition[i].push((performance.now() - started) * 1000);
    }
  }
  const used = process.cpuUsage(cpu);
  const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
  const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
  const p = (values: number[], q: number): number => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))];
  const calls = perPosition.flat();
  const medians = perPosition.map((times) => p(times, 0.5));
  const reference = sample.map(({ moves }) => referenceRows.get(moves)!.microseconds);
  const tail = sorted(calls).slice(Math.floor(0.95 * calls.length));
  const cpuPerCall = (used.user + used.system) / calls.length;
  const his = mean(reference);
  console.log(
    `End-Easy small solves, ${TIMED_PASSES} passes of 1000 after ${WARM_PASSES} warm ones (load ${loadavg()[0].toFixed(1)}); the process's first call ${firstCallUs.toFixed(0)} us, its first pass ${firstPassUs.toFixed(1)} us a call`,
  );
  console.log(
    `  a call: mean ${mean(calls).toFixed(1)} us, median ${p(calls, 0.5).toFixed(1)}, p99 ${p(calls, 0.99).toFixed(1)} by the wall clock (the slowest 5% of calls ${((100 * tail.reduce((a, b) => a + b, 0)) / calls.reduce((a, b) => a + b, 0)).toFixed(0)}% of the time); ` +
      `CPU ${cpuPerCall.toFixed(1)} us; each position's median over the passes: mean ${mean(medians).toFixed(1)} us, p99 ${p(medians, 0.99).toFixed(1)}`,
  );
  console.log(
    `  Pons: mean ${his.toFixed(1)} us, p99 ${p(reference, 0.99).toFixed(1)} | mean ours/his: ${(mean(calls) / his).toFixed(2)} by the wall clock, ${(cpuPerCall / his).toFixed(2)} in CPU, ${(mean(medians) / his).toFixed(2)} by the positions' medians`,
  );
}

function tournamentCommand(): void {
  const runs = 20;
  const times: number[] = [];
  execFileSync('npm', ['run', '--silent', 'build'], { stdio: 'ignore' });
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    execFileSync('npm', ['run', '--silent', 'connect-four', '--', '.ryyrry,.rryry.,..y.r..,..y....,.......,.......', 'red'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / runs;
  console.log(
    `tournament command (npm run --silent connect-four -- <state> red), ${runs} runs: mean ${mean.toFixed(0)} ms, max ${times[runs - 1].toFixed(0)} ms (limit 1000 ms)`,
  );
}

export async function run(): Promise<void> {
  // `-- --end-easy`: the small solves' figures alone.
  if (process.argv.includes('--end-easy')) {
    smallSolveTail();
    return;
  }
  solverSets();
  smallSolveTail();
  const defaultWorkers = Math.max(1, availableParallelism() - 1);
  for (const workers of new Set([defaultWorkers, availableParallelism()])) {
    console.log(`service over HTTP with WORKERS=${workers}${workers === defaultWorkers ? ' (the default)' : ''}:`);
    await overHttp(workers);
  }
  tournamentCommand();
}
