import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createApp, type AppOptions, type Service } from '../../src/service/app.js';
import { listen, type ListenOptions, type RunningService } from '../../src/service/listen.js';
import { problemTypeUri, type ProblemType } from '../../src/service/problem.js';
import { problemSchema } from '../../src/service/schemas.js';
import { compiledGames } from '../support/compiled-games.js';

/**
 * A small service for tests: the four games, one worker and no lane (a thread fewer for each test
 * file; test/workers/lane.test.ts has the lane), a short queue, no rate limit, no logs.
 */
export function testService(options: Partial<AppOptions> = {}): Service {
  return createApp({ games: compiledGames, workers: 1, laneMs: 0, maxQueue: 1, rateLimit: 0, logLevel: 'silent', ...options });
}

/** testService's settings on a real socket (a free port), for tests of what happens on the wire. */
export function testListen(options: Partial<ListenOptions> = {}): Promise<RunningService> {
  return listen({ games: compiledGames, port: 0, workers: 1, laneMs: 0, maxQueue: 1, rateLimit: 0, logLevel: 'silent', ...options });
}

/** A 2xx answer, parsed with the response schema the OpenAPI document publishes for it. */
export function ok<T extends z.ZodType>(res: Response, schema: T): z.output<T> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return schema.parse(res.body);
}

/** An RFC 9457 answer of the given status and type. */
export function problem(res: Response, status: number, type: ProblemType): z.output<typeof problemSchema> {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = problemSchema.parse(res.body);
  // RFC 9457: an absolute URI.
  expect(URL.canParse(body.type), body.type).toBe(true);
  expect(body.type).toBe(problemTypeUri(type));
  expect(body.status).toBe(status);
  return body;
}

/** Connect 4 searches the service counted as cancelled (their client left) so far. */
export async function cancelledSearches(service: Service): Promise<number> {
  const text = await service.metrics.registry.metrics();
  const line = text.match(/^searches_total\{game="connect4",algorithm="iterative",stop_reason="cancelled"\} (\d+)$/m);
  return line ? Number(line[1]) : 0;
}

/** Waits, without a deadline of its own, until the condition holds (the test's timeout bounds it). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface PendingRequest {
  /** Settles with the status, headers and body once the answer arrives. */
  answer: Promise<RawAnswer>;
  /** Closes the connection before the answer, as a client that gives up does. */
  hangUp(): void;
}

/** A JSON POST on a listening server whose connection the test can cut. */
export function post(port: number, path: string, body: unknown, headers: Record<string, string> = {}): PendingRequest {
  const req = httpRequest({ port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.once('error', reject);
  });
  req.end(JSON.stringify(body));
  return {
    answer,
    hangUp() {
      answer.catch(() => undefined);
      req.destroy();
    },
  };
}

/** One request on a fresh connection from the given local address: its status, or the error's code. */
export function askFrom(port: number, path: string, from: string, body?: string, timeoutMs = 2_000): Promise<string> {
  return new Promise((resolve) => {
    const req = httpRequest({ port, host: '127.0.0.1', localAddress: from, path, method: body ? 'POST' : 'GET', agent: false, timeout: timeoutMs });
    req.setHeader('content-type', 'application/json');
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(String(res.statusCode)));
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.end(body);
  });
}

/** A raw connection the test writes on, and everything the server sent once it closed it. */
export interface RawConnection {
  socket: Socket;
  closed: Promise<string>;
}

/** A connection from a loopback address standing for a host, open and silent. */
export function openConnection(port: number, from = '127.0.0.1'): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<string>((done) => socket.once('close', () => done(text)));
    socket.once('connect', () => resolve({ socket, closed }));
    // Once connected the promise is settled and a later reset is no longer news.
    socket.on('error', reject);
  });
}
