// Connect 4 figures: the solver sets beside Pons' published ones, and the tournament command's
// whole-process time. HTTP figures (overrun, /healthz under load) come from bench/http-connect4.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { analyse } from '../src/analysis/analyse.js';
import { connect4 } from '../src/games/connect4/index.js';
import { replay } from '../src/games/replay.js';
import { progress } from '../src/cli/progress.js';

interface SolverSet {
  file: string;
  name: string;
  /** Positions measured: the slower sets are sampled to keep the bench within minutes. */
  sample: number;
  pons: { meanTime: string; meanNodes: string };
}

const SETS: SolverSet[] = [
  { file: 'Test_L3_R1', name: 'End-Easy', sample: 1000, pons: { meanTime: '4.57 µs', meanNodes: '51' } },
  { file: 'Test_L2_R1', name: 'Middle-Easy', sample: 1000, pons: { meanTime: '37.5 µs', meanNodes: '450' } },
  { file: 'Test_L2_R2', name: 'Middle-Medium', sample: 20, pons: { meanTime: '3.21 ms', meanNodes: '39,900' } },
  { file: 'Test_L1_R1', name: 'Begin-Easy', sample: 200, pons: { meanTime: '255 µs', meanNodes: '3,298' } },
];

function load(moves: string) {
  const position = replay(connect4, { moves });
  if (!position.valid) throw new Error(position.reason);
  return position.state;
}

function solverSets(): void {
  // Warm up the JIT and the worker-sized buffers before timing anything.
  for (let i = 0; i < 3; i++) analyse(connect4, load('4453'), { depth: 12 });
  console.log('set            positions  solved  mean time   mean nodes   Pons (C++) time / nodes');
  let totalNodes = 0;
  let totalMs = 0;
  for (const set of SETS) {
    const lines = readFileSync(new URL(`../test/data/connect4/${set.file}`, import.meta.url), 'utf8').trim().split('\n');
    const sample = lines.slice(0, set.sample);
    let nodes = 0;
    let ms = 0;
    let solved = 0;
    const bar = progress(`${set.name}`, sample.length);
    for (const line of sample) {
      const [moves, score] = line.split(' ');
      const t0 = performance.now();
      const answer = analyse(connect4, load(moves), { nodes: connect4.info.limits.nodes.max });
      ms += performance.now() - t0;
      nodes += answer.stats.nodes;
      const expected = Number(score) === 0 ? 'draw' : Number(score) > 0 ? 'win' : 'loss';
      if (answer.score.outcome === expected) solved++;
      bar.tick();
    }
    bar.done();
    totalNodes += nodes;
    totalMs += ms;
    console.log(
      `${set.name.padEnd(14)} ${String(sample.length).padStart(9)} ${String(solved).padStart(7)} ${(ms / sample.length).toFixed(2).padStart(8)} ms ${Math.round(nodes / sample.length).toLocaleString('en').padStart(12)}   ${set.pons.meanTime} / ${set.pons.meanNodes}`,
    );
  }
  console.log(`nodes per second (single thread, all sets): ${Math.round((totalNodes / totalMs) * 1000).toLocaleString('en')}`);
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
  solverSets();
  tournamentCommand();
}
