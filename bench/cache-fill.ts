// Run by bench/cache-memory.ts as `node --expose-gc`: fills a ResultCache with search answers and
// compares the heap it holds, measured after forced collections, with the cache's own estimate.
import { analyseResolved } from '../src/analysis/analyse.js';
import { analyseLines } from '../src/analysis/lines.js';
import { resolveSearch } from '../src/analysis/search-options.js';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { ResultCache } from '../src/service/result-cache.js';
import type { SearchAnswer } from '../src/workers/search-task.js';
import type { GameDefinition, Position, PositionInput } from '../src/games/types.js';
import { playRandomly } from './random-play.js';
import { STARTS } from './time-use.js';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');
const gc = collect;

/** Answers of both kinds (best-move and analyse) from the start to a few dozen random moves in. */
function answersOf<S, Q extends PositionInput, P extends Q & Position>(definition: GameDefinition<S, Q, P>, start: object): SearchAnswer[] {
  const answers: SearchAnswer[] = [];
  const search = resolveSearch(definition.info, { nodes: 2_000 });
  for (let seed = 0; seed < 12; seed++) {
    const read = replay(definition, start);
    if (!read.valid) throw new Error(read.reason);
    playRandomly(definition, read.state, seededRandom(seed), 3 * seed);
    answers.push(analyseResolved(definition, read.state, search));
    answers.push(analyseLines(definition, read.state, search, 3));
  }
  return answers;
}

function heapUsed(): number {
  // Several passes: weak references and finalizers free more on the second.
  for (let i = 0; i < 4; i++) gc();
  return process.memoryUsage().heapUsed;
}

/** The cache filled to `bytes` (by its estimate) with copies of the answers, as a worker's or Redis's would be. */
function measure(label: string, answers: SearchAnswer[], bytes: number): void {
  let cache: ResultCache | undefined = new ResultCache(bytes);
  const before = heapUsed();
  let i = 0;
  // Copies, not the same objects again: each answer a worker posts or Redis returns is a new one.
  while (cache.bytes < 0.95 * bytes) cache.offer(i.toString(16).padStart(32, '0'), structuredClone(answers[i++ % answers.length]!));
  const after = heapUsed();
  const measured = after - before;
  const estimate = cache.bytes;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1).padStart(6);
  console.log(
    `${label.padEnd(10)} ${String(cache.entries).padStart(7)} entries  estimate ${mb(estimate)} MB  measured ${mb(measured)} MB  estimate/measured ${(estimate / measured).toFixed(2)}`,
  );
  cache = undefined;
  heapUsed();
}

const bytes = Number(process.argv[2] ?? 64 * 1024 * 1024);
const all: SearchAnswer[] = [];
for (const game of registry.games) {
  const answers = game.use((definition) => answersOf(definition, STARTS[game.info.id] ?? {}));
  all.push(...answers);
  measure(game.info.id, answers, bytes / 4);
}
measure('all four', all, bytes);
