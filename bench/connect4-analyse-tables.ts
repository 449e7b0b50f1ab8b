// `npm run bench connect4-analyse-tables`: issue 39's `analyse` (every column's value, the play
// page's hints) where the tables reach: on seeded roots of plies 0-6 at the default budget, how
// many columns carry an outcome and how long each answer took; on seeded roots of plies 7 and 8
// with ten seconds (the most a request may ask), the same, each root's time printed.
import { loadavg } from 'node:os';
import { analyseLines } from '../src/analysis/lines.js';
import { resolveSearch } from '../src/analysis/search-options.js';
import { Outcome } from '../src/core/outcome.js';
import { connect4 } from '../src/games/connect4/index.js';
import { Connect4State } from '../src/games/connect4/rules.js';
import { seededRandom } from '../src/games/random.js';
import { databaseComplete, databaseNote } from './connect4-database.js';

/** A seeded game of exactly `plies` moves along which nobody has won. */
function randomRoot(random: () => number, plies: number): Connect4State {
  for (;;) {
    const state = Connect4State.empty();
    while (state.stones < plies && state.outcomes[state.stones] === Outcome.Ongoing) state.play(Math.floor(random() * 7));
    if (state.stones === plies && state.outcomes[state.stones] === Outcome.Ongoing) return state;
  }
}

function analyseRoot(state: Connect4State, timeMs?: number) {
  const cpu = process.cpuUsage();
  const { lines, stats } = analyseLines(connect4, state, resolveSearch(connect4.info, timeMs === undefined ? {} : { timeMs }), 7);
  const used = process.cpuUsage(cpu);
  return { proven: lines.filter((line) => line.score.outcome !== undefined).length, columns: lines.length, ms: stats.timeMs, cpuMs: (used.user + used.system) / 1000 };
}

const load = (): string => loadavg()[0].toFixed(1);

export async function run(): Promise<void> {
  console.log(databaseNote());
  if (!databaseComplete()) {
    console.log('connect4-analyse-tables needs the complete database (npm run c4-book; see docs/connect4.md): skipped');
    return;
  }
  const random = seededRandom(0x39b);
  const early = Array.from({ length: 50 }, () => randomRoot(random, Math.floor(random() * 7))).map((state) => analyseRoot(state));
  const ms = early.map((a) => a.ms).sort((a, b) => a - b);
  const cpu = early.map((a) => a.cpuMs).sort((a, b) => a - b);
  console.log(
    `plies 0-6, 50 seeded roots, default budget: columns with an outcome ${early.reduce((n, a) => n + a.proven, 0)} of ${early.reduce((n, a) => n + a.columns, 0)}; ` +
      `time a root median ${ms[25].toFixed(1)} ms, max ${ms[49].toFixed(1)} ms (CPU median ${cpu[25].toFixed(1)} ms, max ${cpu[49].toFixed(1)} ms); over 100 ms: ${ms.filter((t) => t > 100).length}; load ${load()}`,
  );
  for (const plies of [7, 8]) {
    for (let n = 0; n < 5; n++) {
      const state = randomRoot(random, plies);
      const answer = analyseRoot(state, 10_000);
      console.log(`ply ${plies}, timeMs 10000: ${answer.proven} of ${answer.columns} columns with an outcome in ${answer.ms.toFixed(0)} ms (CPU ${answer.cpuMs.toFixed(0)} ms); load ${load()}`);
    }
  }
}
