import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { longPylosHistory } from './long-pylos-history.js';
import { startServer } from './server-process.js';

/*
 * The most expensive searches the API takes, from 10 addresses at 2 loops each, one worker: every
 * request ends (answered, or refused 503 with Retry-After) within the bound /metrics states, and a
 * cheap search from another address is served while they run. MAX_WAIT_MS is short so that the
 * bound, and this test, are short: it scales with the setting.
 */
const FLOOD_MS = 60_000;
const ADDRESSES = 10;
const LOOPS = 2;
const TEN_SECONDS = 10_000;
/** Twice the default: on a loaded machine (load average 20 on 2 cores) a depth-5 search can take 300 ms of wall time. */
const LANE_MS = '500';
/** As long as the probe's Pylos histories: each search scans it for repetitions. */
const HISTORY = longPylosHistory(500);
const EXPENSIVE: [string, unknown][] = [
  ['amazons/analyse', { position: { size: 10, moves: [] }, lines: 64, search: { timeMs: TEN_SECONDS } }],
  ['pylos/analyse', { position: { moves: HISTORY }, lines: 8, search: { timeMs: TEN_SECONDS } }],
  ['line-em-up/best-move', { position: { n: 10, s: 5, moves: [] }, search: { algorithm: 'minimax', depth: 100 } }],
  ['connect4/best-move', { position: { moves: '' }, search: { algorithm: 'minimax', depth: 42, book: false } }],
];

interface Answer {
  status: number | string;
  retryAfter: boolean;
  ms: number;
}

function post(port: number, agent: Agent, path: string, body: unknown, timeoutMs: number): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ port, host: '127.0.0.1', path: `/v1/games/${path}`, method: 'POST', agent, timeout: timeoutMs, headers: { 'content-type': 'application/json' } });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] !== undefined, ms: performance.now() - started }));
    });
    req.once('timeout', () => req.destroy(new Error('no answer in time')));
    req.once('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message, retryAfter: false, ms: performance.now() - started }));
    req.end(JSON.stringify(body));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an expensive-search flood with one worker', () => {
  it('ends every request within the stated bound, and serves a cheap search from another address', async () => {
    const server = await startServer({ WORKERS: '1', RATE_LIMIT: '0', MAX_WAIT_MS: '3000', LANE_MS: LANE_MS });
    try {
      const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
      const boundMs = 1000 * Number(/^search_answer_bound_seconds (\S+)$/m.exec(metrics)?.[1]);
      expect(boundMs).toBe(3_000 + TEN_SECONDS + 1_000);
      const history = await (await fetch(`http://127.0.0.1:${server.port}/v1/games/pylos/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ position: { moves: HISTORY } }) })).json();
      expect(history).toMatchObject({ valid: true, status: { over: false } });
      const until = performance.now() + FLOOD_MS;

      const loops = Array.from({ length: ADDRESSES * LOOPS }, async (_, loop) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${2 + (loop % ADDRESSES)}` });
        const answers: Answer[] = [];
        for (let i = loop; performance.now() < until; i++) {
          const [path, body] = EXPENSIVE[i % EXPENSIVE.length];
          const answer = await post(server.port, agent, path, body, boundMs + 5_000);
          answers.push(answer);
          // As the prober did: a pause after each refusal.
          if (answer.status === 429 || answer.status === 503) await sleep(300);
        }
        agent.destroy();
        return answers;
      });

      const bot = (async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.50' });
        const tries: Answer[] = [];
        for (let i = 0; performance.now() < until; i++) {
          const next = performance.now() + 1_000;
          // A node limit one less each time: the same search, never answered from the cache.
          tries.push(await post(server.port, agent, 'connect4/best-move', { position: { moves: '4453' }, search: { depth: 5, nodes: 1_000_000 - i, book: false } }, boundMs + 5_000));
          await sleep(next - performance.now());
        }
        agent.destroy();
        return tries;
      })();

      const answers = (await Promise.all(loops)).flat();
      const tries = await bot;
      const tally = (list: Answer[]) => JSON.stringify(Object.fromEntries([...new Set(list.map((a) => a.status))].map((s) => [s, list.filter((a) => a.status === s).length])));
      // The flood was one: searches ran, and many more were refused.
      expect(answers.filter((a) => a.status === 200).length, tally(answers)).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 503 || a.status === 429).length, tally(answers)).toBeGreaterThan(answers.length / 2);
      for (const answer of answers) {
        expect(typeof answer.status, tally(answers)).toBe('number');
        expect(answer.ms).toBeLessThanOrEqual(boundMs);
        if (answer.status !== 200) expect(answer.retryAfter).toBe(true);
      }
      const served = tries.filter((t) => t.status === 200).length;
      expect(served / tries.length, `${served} of ${tries.length}: ${JSON.stringify(tries.map((t) => [t.status, Math.round(t.ms)]))}`).toBeGreaterThanOrEqual(0.9);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
