// `npm run bench first-search`: the first search of each game after a fresh start, against its
// tenth, over HTTP with one worker: a kernel, a table or a database set up on first use instead of
// before the worker took its first search shows as a first answer later than the tenth (issue 38:
// Pylos' first 200 ms search once answered in 392 ms, the next ones in 205-215 ms). The service's
// very first request pays the HTTP thread's own first use (about 100 ms, whatever the route): it is
// a validate, timed apart, so that the figures are the searches'.
import { post, withService } from './http.js';

const TIME_MS = 200;
/** The bound both answers must keep on a loaded machine: the budget, the answer's margin and the exchange. */
const BOUND_MS = 350;
const REQUESTS = 10;

/** Each game's request: Connect 4 without its database, which would answer the empty board at once. */
export const FIRST_SEARCHES: [string, object][] = [
  ['pylos', { position: {}, search: { timeMs: TIME_MS } }],
  ['amazons', { position: {}, search: { timeMs: TIME_MS } }],
  ['connect4', { position: { moves: '' }, search: { timeMs: TIME_MS, book: false } }],
];

interface Answered {
  wallMs: number;
  /** The worker's view: time queued plus the search's own. */
  serverMs: number;
}

export async function run(): Promise<void> {
  await withService(1, async (base) => {
    const opening = await post(`${base}/v1/games/connect4/validate`, { position: { moves: '' } });
    console.log(`the service's first request, a validate: ${opening.ms.toFixed(0)} ms wall`);
    console.log(`best-move of ${TIME_MS} ms, the first after start-up and the ${REQUESTS}th, one worker (bound ${BOUND_MS} ms wall):`);
    for (const [game, body] of FIRST_SEARCHES) {
      const answers: Answered[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const answer = await post<{ stats: { queuedMs: number; timeMs: number } }>(`${base}/v1/games/${game}/best-move`, body);
        if (answer.status !== 200) throw new Error(`${game}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
        answers.push({ wallMs: answer.ms, serverMs: answer.body.stats.queuedMs + answer.body.stats.timeMs });
      }
      const [first, tenth] = [answers[0], answers[REQUESTS - 1]];
      const within = first.wallMs <= BOUND_MS && tenth.wallMs <= BOUND_MS ? 'both within' : 'OVER';
      const shown = (a: Answered) => `${a.wallMs.toFixed(0)} ms wall (${a.serverMs.toFixed(0)} in the worker)`;
      console.log(`  ${game.padEnd(9)} first ${shown(first)}, ${REQUESTS}th ${shown(tenth)}: ${within}`);
    }
  });
}
