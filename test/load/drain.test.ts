import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServer } from './server-process.js';

const CLIENTS = 40;
/** Each client's requests, at most: the loop ends at the first refused connection long before. */
const MAX_REQUESTS = 400;

interface Outcome {
  /** When the request was all written (performance.now()). */
  written: number;
  /** The status and whether it carried Retry-After, or the error's code. */
  result: string;
}

/** One request on the client's keep-alive agent, and when it was written. */
function ask(port: number, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    let written = Infinity;
    const req = request({ port, host: '127.0.0.1', path: '/v1/games/connect4/validate', method: 'POST', agent, headers: { 'content-type': 'application/json' } });
    req.once('finish', () => (written = performance.now()));
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ written, result: `${res.statusCode}${res.headers['retry-after'] ? ' retry-after' : ''}` }));
    });
    req.once('error', (err: NodeJS.ErrnoException) => resolve({ written, result: err.code ?? err.message }));
    req.end('{"position":{"moves":"4453"}}');
  });
}

describe('SIGTERM with keep-alive clients', () => {
  it('answers every request written after it 503 with Retry-After, or the connection is refused: no resets', async () => {
    const server = await startServer({ WORKERS: '1', RATE_LIMIT: '0' });
    /** Answers each client has had: the signal comes once every one has had a few on its connection. */
    const served = Array<number>(CLIENTS).fill(0);
    // The server drains from when it handles the signal, which this process cannot see: a request
    // written once some client has read a 503 reaches a server that is draining.
    let firstRefusal = Infinity;
    // Each client from an address of its own, as 40 hosts would be (one address may open 8 at once).
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.0.${10 + client}` });
      const outcomes: Outcome[] = [];
      for (let i = 0; i < MAX_REQUESTS; i++) {
        const outcome = await ask(server.port, agent);
        outcomes.push(outcome);
        if (outcome.result === '200') served[client]++;
        if (outcome.result.startsWith('503')) firstRefusal = Math.min(firstRefusal, performance.now());
        if (outcome.result === 'ECONNREFUSED') break;
      }
      agent.destroy();
      return outcomes;
    });
    // SIGTERM once every client has been answered on its open keep-alive connection a few times: a
    // connection still in the listener's backlog when it closes would be reset by the kernel, a
    // race of new connections the preStop pause keeps away (deploy/deployment.yaml), not this one.
    while (served.some((count) => count < 3)) await new Promise((resolve) => setTimeout(resolve, 10));
    server.child.kill('SIGTERM');
    const outcomes = (await Promise.all(clients)).flat();
    expect(await server.exited).toBe(0);

    const after = outcomes.filter((o) => o.written > firstRefusal).map((o) => o.result);
    const tally = (results: string[]) => Object.fromEntries([...new Set(results)].map((r) => [r, results.filter((x) => x === r).length]));
    const all = outcomes.map((o) => o.result);
    // Requests did reach the draining server on their open keep-alive connections.
    expect(all.filter((r) => r === '503 retry-after').length, JSON.stringify(tally(all))).toBeGreaterThanOrEqual(CLIENTS / 2);
    expect(after.filter((r) => r !== '503 retry-after' && r !== 'ECONNREFUSED'), JSON.stringify(tally(after))).toEqual([]);
    // Written earlier: answered, whatever the answer (no resets there either).
    const resets = outcomes.filter((o) => !/^\d{3}/.test(o.result) && o.result !== 'ECONNREFUSED');
    expect(resets.map((o) => `${o.result} written ${Math.round(o.written - firstRefusal)} ms after the first 503`), JSON.stringify(tally(all))).toEqual([]);
  });
});
