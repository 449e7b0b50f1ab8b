import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { MoveServiceClient, ServiceError } from '../../src/client/index.js';

/* The typed client against a stand-in service that answers from a script, one answer per request. */
type Answer = { status: number; headers?: Record<string, string>; body: unknown };
const busy: Answer = { status: 503, headers: { 'retry-after': '1' }, body: { type: 'busy', title: 'Busy', status: 503, detail: 'every worker is searching', errors: [] } };
const games: Answer = { status: 200, body: { games: [] } };

let server: Server | undefined;
afterEach(() => server?.close());

/** Serves the answers in order (the last one again once they run out); records when each request came. */
async function standIn(...answers: Answer[]): Promise<{ url: string; arrivals: { at: number; method: string }[] }> {
  const arrivals: { at: number; method: string }[] = [];
  server = createServer((req: IncomingMessage, res) => {
    const { status, headers, body } = answers[Math.min(arrivals.length, answers.length - 1)];
    arrivals.push({ at: performance.now(), method: req.method ?? '' });
    req.resume();
    res.writeHead(status, { 'content-type': status < 300 ? 'application/json' : 'application/problem+json', ...headers }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

describe('retries', () => {
  test('a 503 with Retry-After: 1 is sent again once, about a second later', async () => {
    const { url, arrivals } = await standIn(busy, games);
    expect(await new MoveServiceClient(url).games()).toEqual({ games: [] });
    expect(arrivals).toHaveLength(2);
    const waited = arrivals[1].at - arrivals[0].at;
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(5000);
  });

  test('when retries run out, the error carries the status, the problem and the Retry-After header', async () => {
    const { url, arrivals } = await standIn(busy);
    const error = await new MoveServiceClient(url, { retries: 1 }).legalMoves('connect4', { position: { moves: '' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 503, retryAfter: '1', problem: { type: 'busy' } });
    expect(arrivals.map((a) => a.method)).toEqual(['POST', 'POST']);
  });

  test('a 429 without Retry-After backs off on its own', async () => {
    const { url, arrivals } = await standIn({ status: 429, body: { type: 'rate-limited', title: 'Too many', status: 429, detail: 'slow down', errors: [] } }, games);
    await new MoveServiceClient(url).games();
    expect(arrivals).toHaveLength(2);
  });

  test('a refusal of the request itself (400) is not sent again, and retries: 0 sends a 503 once', async () => {
    const bad = await standIn({ status: 400, body: { type: 'invalid-position', title: 'Bad', status: 400, detail: 'position: not a move list', errors: [] } });
    await expect(new MoveServiceClient(bad.url).games()).rejects.toMatchObject({ status: 400, retryAfter: undefined });
    expect(bad.arrivals).toHaveLength(1);
    server?.close();
    const once = await standIn(busy);
    await expect(new MoveServiceClient(once.url, { retries: 0 }).games()).rejects.toMatchObject({ status: 503, retryAfter: '1' });
    expect(once.arrivals).toHaveLength(1);
  });
});
