import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoveServiceClient, readEvents, ServiceError, type ProgressOf } from '../../src/client/index.js';
import { connect4 } from '../../src/games/connect4/index.js';
import type { RunningService } from '../../src/service/listen.js';
import { gameSchemas, problemSchema } from '../../src/service/schemas.js';
import { cancelledSearches, testListen, until } from './helpers.js';
import { registeredGames } from '../../src/workers/registered-games.js';
import { problemTypeUri } from '../../src/service/problem.js';

/*
 * Server-sent events on a real socket, read with the typed client (src/client/) as a browser or a
 * bot would. One worker, so "the worker is free again" is visible in the pool's counts.
 */
let running: RunningService;
let client: MoveServiceClient;
let url: string;
beforeAll(async () => {
  running = await testListen({ clientMaxSearches: 1 });
  url = `http://127.0.0.1:${running.port}`;
  client = new MoveServiceClient(url);
});
afterAll(() => running.shutdown());

const c4 = gameSchemas(connect4);
const pool = () => running.service.pool;
const streamed = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(body), signal });
/** The answer without what differs between a search and its cached copy. */
const unstamped = ({ stats, ...rest }: { stats: { cached: boolean; queuedMs: number } }) => ({ ...rest, stats: { ...stats, cached: undefined, queuedMs: undefined } });

function expectIterationsInOrder(infos: ProgressOf<'connect4'>[], depth: number): void {
  expect(infos.map((i) => i.depth)).toEqual(Array.from({ length: depth }, (_, i) => i + 1));
  for (const info of infos) c4.progress.parse(info);
  const nodes = infos.map((i) => i.nodes);
  expect(nodes).toEqual([...nodes].sort((a, b) => a - b));
}

describe('server-sent events', () => {
  it('best-move: an info event per finished iteration, then a result event equal to the plain answer', async () => {
    const body = { position: { moves: '4453' }, search: { depth: 7 } };
    const infos: ProgressOf<'connect4'>[] = [];
    const result = await client.bestMove('connect4', body, { onProgress: (info) => infos.push(info) });
    expectIterationsInOrder(infos, 7);
    expect(infos.every((i) => i.multipv === 1)).toBe(true);
    expect(infos.at(-1)).toMatchObject({ score: result.score, pv: result.pv });
    c4.bestMoveResponse.parse(result);

    // The plain request is answered from the cache the streamed search filled: the same body.
    const plain = await client.bestMove('connect4', body);
    expect(plain.stats.cached).toBe(true);
    expect(unstamped(result)).toEqual(unstamped(plain));
  });

  it('analyse: an info event for every line at each iteration, with its index (multipv), the result equal to the plain analysis', async () => {
    const body = { position: { moves: '44' }, search: { depth: 5 }, lines: 3 };
    const infos: ProgressOf<'connect4'>[] = [];
    const result = await client.analyse('connect4', body, { onProgress: (info) => infos.push(info) });
    expect(infos.map((i) => [i.depth, i.multipv])).toEqual([1, 2, 3, 4, 5].flatMap((depth) => [1, 2, 3].map((line) => [depth, line])));
    expectIterationsInOrder(infos.filter((i) => i.multipv === 1), 5);
    // The last iteration's events are the answer's lines, each in its place.
    const last = infos.slice(-3);
    last.forEach((info, i) => expect(info, `line ${i + 1}`).toMatchObject({ score: result.lines[i].score, pv: result.lines[i].pv }));
    const plain = await client.analyse('connect4', body);
    expect(plain.stats.cached).toBe(true);
    expect(unstamped(result)).toEqual(unstamped(plain));
  });

  it("best-move's result keeps the distance its last progress event gave, and no event claims one the answer lacks", async () => {
    // 4453: the tables prove the loss, but a capped strong solve cannot reach its distance.
    // 4455: red wins in 3, proven with its distance.
    for (const moves of ['4453', '4455']) {
      const infos: ProgressOf<'connect4'>[] = [];
      const result = await client.bestMove('connect4', { position: { moves } }, { onProgress: (info) => infos.push(info) });
      const last = infos.filter((i) => i.multipv === 1).at(-1)!;
      expect({ moves, plies: result.score.plies, mate: result.score.mate }).toEqual({ moves, plies: last.score.plies, mate: last.score.mate });
      expect(result.score.outcome).toBe(last.score.outcome);
    }
    expect((await client.bestMove('connect4', { position: { moves: '4455' } })).score.mate).toBe(3);
  });

  it('is text/event-stream with `event:` and `data:` lines, the result the JSON body itself', async () => {
    const res = await streamed('/v1/games/connect4/best-move', { position: { moves: '44' }, search: { depth: 3 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toMatch(/no-cache/);
    const events = [];
    for await (const event of readEvents(res.body!)) events.push(event);
    expect(events.map((e) => e.event)).toEqual(['info', 'info', 'info', 'result']);
    c4.bestMoveResponse.parse(JSON.parse(events[3].data));
  });

  it('answers errors known before the search as before any event: 400, 422, 429', async () => {
    const bad = await streamed('/v1/games/connect4/best-move', { position: { moves: '8' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    await expect(client.analyse('connect4', { position: { moves: '1212121' } }, { onProgress: () => undefined })).rejects.toMatchObject({
      status: 422,
      problem: { type: problemTypeUri('game-over') },
    });

    // This client may have one search: a second while the first runs is refused before any event.
    const occupant = new AbortController();
    const first = streamed('/v1/games/connect4/best-move', { position: { moves: '' }, search: { nodes: connect4.info.limits.nodes.max, book: false } }, occupant.signal);
    await until(() => pool().pending === 1);
    const refused = await streamed('/v1/games/connect4/analyse', { position: { moves: '4' } });
    expect(refused.status).toBe(429);
    expect(problemSchema.parse(await refused.json()).type).toBe(problemTypeUri('too-many-searches'));
    occupant.abort();
    await first.catch(() => undefined);
    await until(() => pool().pending === 0);
  });

  it('a client that closes the stream stops the search and frees the worker', async () => {
    const before = await cancelledSearches(running.service);
    const closing = new AbortController();
    // The most nodes allowed, one ply short of the solver: it deepens until stopped (or for the game's
    // longest time, past this test's timeout).
    const long = { position: { moves: '' }, search: { depth: 41, nodes: connect4.info.limits.nodes.max, book: false } };
    const res = await streamed('/v1/games/connect4/best-move', long, closing.signal);
    const events = readEvents(res.body!);
    const first = await events.next();
    expect(first.value).toMatchObject({ event: 'info' });
    expect(pool().pending).toBe(1);
    closing.abort();
    await until(() => pool().pending === 0);
    expect(await cancelledSearches(running.service)).toBe(before + 1);

    const next = await client.bestMove('connect4', { position: { moves: '4453' }, search: { depth: 3 } });
    expect(next.stats.cached).toBe(false);
  });
});

describe('server-sent events: a failure after the stream started', () => {
  let failing: RunningService;
  beforeAll(async () => {
    const worker = new URL('./failing-search-worker.ts', import.meta.url).href;
    failing = await testListen({ games: { ...registeredGames, worker } });
  });
  afterAll(() => failing.shutdown());

  it('is an error event carrying the problem+json body, then the end of the stream', async () => {
    const res = await fetch(`http://127.0.0.1:${failing.port}/v1/games/connect4/best-move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ position: { moves: '44' }, search: { depth: 2 } }),
    });
    expect(res.status).toBe(200);
    const events = [];
    for await (const event of readEvents(res.body!)) events.push(event);
    expect(events.map((e) => e.event)).toEqual(['info', 'info', 'error']);
    expect(problemSchema.parse(JSON.parse(events[2].data))).toMatchObject({ type: problemTypeUri('internal-error'), status: 500 });

    const streamedClient = new MoveServiceClient(`http://127.0.0.1:${failing.port}`);
    const failure = streamedClient.bestMove('connect4', { position: { moves: '45' }, search: { depth: 2 } }, { onProgress: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(ServiceError);
    await expect(failure).rejects.toMatchObject({ status: 500, problem: { type: problemTypeUri('internal-error') } });
  });
});
