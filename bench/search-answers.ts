// `npx tsx bench/search-answers.ts`: best-move and analyse answers on fixed node- and
// depth-limited requests of every game, one line each with the node counts, so that two builds'
// outputs can be diffed: a refactoring of the search must leave them as they were.
import { analyse } from '../src/analysis/analyse.js';
import { analyseLines } from '../src/analysis/lines.js';
import { resolveSearch, type SearchOptions } from '../src/analysis/search-options.js';
import { registry } from '../src/games/index.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { playRandomly } from './random-play.js';

/** Game, position parameters, random plies played from the start, the requests asked of it. */
const CASES: [string, object, number[], SearchOptions[]][] = [
  ['connect4', { moves: '' }, [0, 3, 6, 16, 26], [{ depth: 8 }, { nodes: 20_000 }, { nodes: 400_000 }, { algorithm: 'alphabeta', depth: 5 }, { algorithm: 'minimax', depth: 4 }]],
  ['line-em-up', { n: 7, s: 4 }, [4, 12], [{ depth: 5 }, { nodes: 30_000 }, { algorithm: 'alphabeta', depth: 3 }, { algorithm: 'minimax', depth: 2 }]],
  ['pylos', {}, [8, 20, 40], [{ depth: 5 }, { nodes: 30_000 }, { algorithm: 'alphabeta', depth: 3 }, { algorithm: 'minimax', depth: 2 }]],
  ['amazons', { size: 6 }, [6, 14], [{ depth: 3 }, { nodes: 20_000 }, { algorithm: 'alphabeta', depth: 2 }]],
  ['amazons', {}, [20], [{ depth: 2 }, { nodes: 10_000 }]],
];

/** Requests of analyse: node-limited, so reproducible, and small enough to finish quickly. */
const ANALYSE: SearchOptions[] = [{ nodes: 50_000 }, { depth: 3 }];

let analyseTotal = 0;
for (const [id, params, pliesList, requests] of CASES) {
  registry.find(id)!.use((game) => {
    const position = game.positionSchema.parse(params);
    for (const plies of pliesList) {
      const start = replay(game, position);
      if (!start.valid) throw new Error(start.reason);
      playRandomly(game, start.state, seededRandom(plies), plies);
      const where = `${id} ${JSON.stringify(params)} +${plies}`;
      for (const options of requests) {
        const iterations: string[] = [];
        const answer = analyse(game, start.state, options, { onIteration: (p) => iterations.push(`${p.depth}:${p.score.value}:${p.nodes}`) });
        const { timeMs: _t, nps: _n, evalTimeMs: _e, ...stats } = answer.stats;
        console.log(`best-move ${where} ${JSON.stringify(options)} ${JSON.stringify({ move: answer.move, score: answer.score, pv: answer.pv, stats, iterations })}`);
      }
      for (const options of ANALYSE) {
        const result = analyseLines(game, start.state, resolveSearch(game.info, options), 5);
        analyseTotal += result.stats.nodes;
        const lines = result.lines.map((l) => `${JSON.stringify(l.move)}=${l.score.value}${l.score.outcome ?? ''}`).join(' ');
        console.log(`analyse ${where} ${JSON.stringify(options)} nodes ${result.stats.nodes} depth ${result.stats.depth} ${result.stats.stopReason}: ${lines}`);
      }
    }
  });
}
console.log(`analyse total nodes ${analyseTotal}`);
