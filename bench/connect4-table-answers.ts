// `npm run bench connect4-table-answers`: issue 39's answers where the outcome is known.
// 1. best-move at the default budget on 200 seeded positions of Pons' Begin sets that the tables
//    value (begin-table-positions.ts): how many have his outcome, how many carry the distance, how
//    many answered without it in under 5 ms of stats.timeMs, and any that did neither.
// 2. The Begin sets' positions his solver scores in under 300 ms (pons-reference/): how many the
//    default budget answers with his exact score, distance included.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { analyse } from '../src/analysis/analyse.js';
import { connect4 } from '../src/games/connect4/index.js';
import { ponsScore } from '../src/games/connect4/pons-score.js';
import { replay } from '../src/games/replay.js';
import { BEGIN_SETS, beginTablePositions, type ScoredPosition } from './begin-table-positions.js';
import { databaseComplete, databaseNote } from './connect4-database.js';

const OUTCOME = { win: 1, draw: 0, loss: -1 } as const;
const QUICK_MS = 5;
const PONS_FAST_US = 300_000;

function bestMove({ moves }: ScoredPosition) {
  const read = replay(connect4, { moves });
  if (!read.valid) throw new Error(read.reason);
  return analyse(connect4, read.state, {});
}

/** Pons' score of an answer that carries a distance, else null. */
const scoreOf = (answer: ReturnType<typeof bestMove>, moves: string): number | null =>
  answer.score.plies === undefined || answer.score.outcome === undefined ? null : ponsScore({ outcome: answer.score.outcome, plies: answer.score.plies }, moves.length);

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const times = (ms: number[]): string => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

export async function run(): Promise<void> {
  console.log(databaseNote());
  if (!databaseComplete()) {
    console.log('connect4-table-answers needs the complete database (npm run c4-book; see docs/connect4.md): skipped');
    return;
  }
  const sample = beginTablePositions(200);
  let right = 0;
  let withDistance = 0;
  let quick = 0;
  let quickCpu = 0;
  const neither: string[] = [];
  const ms: number[] = [];
  const cpuMs: number[] = [];
  const load = loadavg()[0].toFixed(1);
  for (const position of sample) {
    const cpu = process.cpuUsage();
    const answer = bestMove(position);
    const used = process.cpuUsage(cpu);
    ms.push(answer.stats.timeMs);
    cpuMs.push((used.user + used.system) / 1000);
    if (answer.score.outcome !== undefined && OUTCOME[answer.score.outcome] === Math.sign(position.score)) right++;
    if (answer.score.plies !== undefined) withDistance++;
    else if (answer.stats.timeMs < QUICK_MS) quick++;
    else neither.push(`${position.moves} (${answer.stats.timeMs.toFixed(0)} ms)`);
    // The wall clock follows the machine's load; the CPU time says what the answer itself cost.
    if (answer.score.plies === undefined && cpuMs[cpuMs.length - 1] < QUICK_MS) quickCpu++;
  }
  console.log(
    `${sample.length} table positions of the Begin sets (plies ${Math.min(...sample.map((p) => p.moves.length))}-${Math.max(...sample.map((p) => p.moves.length))}), default budget: ` +
      `outcome right ${right}; with the distance ${withDistance}; without it in under ${QUICK_MS} ms ${quick} (in under ${QUICK_MS} ms of CPU ${quickCpu}); neither ${neither.length}${neither.length > 0 ? `: ${neither.join(', ')}` : ''}; stats.timeMs ${times(ms)}; CPU ${times(cpuMs)}; load ${load}-${loadavg()[0].toFixed(1)}`,
  );

  for (const file of BEGIN_SETS) {
    const fast = readFileSync(`test/data/connect4/pons-reference/${file}.tsv`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .filter((fields) => Number(fields[3]) < PONS_FAST_US)
      .map(([moves, score]) => ({ moves, score: Number(score) }));
    if (fast.length === 0) continue;
    const started = loadavg()[0].toFixed(1);
    const spent: number[] = [];
    const missed: string[] = [];
    for (const position of fast) {
      const answer = bestMove(position);
      spent.push(answer.stats.timeMs);
      if (scoreOf(answer, position.moves) !== position.score) missed.push(position.moves);
    }
    const exact = fast.length - missed.length;
    console.log(
      `${file}, the ${fast.length} positions Pons scores in under ${PONS_FAST_US / 1000} ms: exact score with the distance ${exact} (${((100 * exact) / fast.length).toFixed(1)}%); ${times(spent)}; ` +
        `load ${started}-${loadavg()[0].toFixed(1)}${missed.length > 0 ? `; missed: ${missed.slice(0, 12).join(' ')}${missed.length > 12 ? ' ...' : ''}` : ''}`,
    );
  }
}
