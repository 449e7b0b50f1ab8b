// Engine speed per game in process: the fixed-depth cases of order-nodes searched RUNS times, the
// median nodes per second printed per case; `--game=ID` (repeatable) keeps that game's cases only.
// `--baseline=COMMIT` builds that commit beside this checkout (bench/baseline-build.ts) and
// searches the same positions with both in this process, alternating case by case, so that both
// meet the same machine: it prints each case's CPU rate ratio (this checkout / the commit, median
// of the runs) and each game's geometric mean of them. Two runs of separate processes on a shared
// machine scatter far more than the few per cent such a change is judged by.
import { buildBaseline } from './baseline-build.js';
import { loadCommitGames } from './baseline-engine.js';
import { CASES, caseSearcher, casePositions, timeSearches, type Case, type CaseWork } from './fixed-depth.js';

const RUNS = 5;
/** Alternated runs of an A/B against a commit: ten pairs, as issue 49 asks. */
const PAIRS = 10;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function option(name: string): string[] {
  return process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
}

/** The cases of the games named by `--game=ID`, or every case when none is. */
function chosenCases(): Case[] {
  const games = option('game');
  return games.length === 0 ? CASES : CASES.filter(([id]) => games.includes(id));
}

const label = ([id, params, depth]: Case) => `${id} ${JSON.stringify(params)} depth ${depth}`;
const rate = (work: CaseWork, of: 'ms' | 'cpuMs') => (work.nodes / work[of]) * 1000;
const figure = (value: number) => Math.round(value).toLocaleString('en').padStart(10);

function speeds(cases: Case[]): void {
  const searchers = cases.map((c) => caseSearcher(c));
  for (const search of searchers) search(); // warm the JIT and the search buffers
  console.log(`fixed-depth searches, median of ${RUNS} runs:`);
  cases.forEach((c, i) => {
    const runs = Array.from({ length: RUNS }, () => searchers[i]());
    const wall = median(runs.map((work) => rate(work, 'ms')));
    const cpu = median(runs.map((work) => rate(work, 'cpuMs')));
    console.log(`  ${label(c).padEnd(40)} ${runs[0].nodes.toLocaleString('en').padStart(10)} nodes ${figure(wall)} nodes/s ${figure(cpu)} per CPU second`);
  });
}

async function againstCommit(cases: Case[], commit: string): Promise<void> {
  const baseline = buildBaseline(commit);
  try {
    const theirs = await loadCommitGames(baseline.dist, [...new Set(cases.map(([id]) => id))]);
    const pairs = cases.map((c) => {
      const positions = casePositions(c);
      const game = theirs.games.get(c[0]);
      const states = () =>
        positions.map((position) => {
          const read = theirs.replay(game, position);
          if (!read.valid) throw new Error(`${baseline.commit} rejects a position of ${label(c)}: ${read.reason}`);
          return read.state;
        });
      const theirSearch = () => timeSearches(states(), (state) => theirs.analyse(game, state, { depth: c[2], timeMs: Infinity }).stats.nodes);
      return { c, ours: caseSearcher(c, positions), theirs: theirSearch };
    });
    // Warm both: the JIT and the search buffers.
    for (const pair of pairs) {
      pair.ours();
      pair.theirs();
    }
    console.log(`CPU rate of this checkout / ${baseline.commit} (${baseline.subject.slice(0, 60)}), ${PAIRS} alternated pairs:`);
    const byGame = new Map<string, number[]>();
    for (const { c, ours, theirs: theirSearch } of pairs) {
      const ratios: number[] = [];
      let nodes = '';
      for (let i = 0; i < PAIRS; i++) {
        // Each goes first in half the pairs.
        const theirsFirst = i % 2 === 1 ? theirSearch() : undefined;
        const a = ours();
        const b = theirsFirst ?? theirSearch();
        ratios.push(rate(a, 'cpuMs') / rate(b, 'cpuMs'));
        nodes = a.nodes === b.nodes ? a.nodes.toLocaleString('en') : `${a.nodes.toLocaleString('en')} against ${b.nodes.toLocaleString('en')}`;
      }
      const ratio = median(ratios);
      byGame.set(c[0], [...(byGame.get(c[0]) ?? []), ratio]);
      console.log(`  ${label(c).padEnd(40)} ${ratio.toFixed(3)} (runs ${Math.min(...ratios).toFixed(2)} .. ${Math.max(...ratios).toFixed(2)}), nodes ${nodes}`);
    }
    for (const [id, ratios] of byGame) {
      const mean = Math.exp(ratios.reduce((sum, r) => sum + Math.log(r), 0) / ratios.length);
      console.log(`  ${id.padEnd(12)} ${mean.toFixed(3)} (geometric mean of its cases)`);
    }
  } finally {
    baseline.remove();
  }
}

export async function run(): Promise<void> {
  const cases = chosenCases();
  const [commit] = option('baseline');
  if (commit === undefined) speeds(cases);
  else await againstCommit(cases, commit);
}
