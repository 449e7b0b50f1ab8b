import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { expectConsistentEnd, match } from './helpers.js';
import { testListen } from '../service/helpers.js';

/** Starts a server on 127.0.0.1 with a free port; returns its base URL. */
async function serve(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('an agent behind a best-move URL', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await testListen();
  });
  afterAll(() => service.shutdown(1000));

  it('plays a full game served by a second instance of the service', async () => {
    const url = `http://127.0.0.1:${service.port}/v1/games/line-em-up/best-move`;
    const { records } = await match(['--game', 'line-em-up', '--n', '3', '--p1', url, '--p2', 'engine:depth=2', '--time', '5000', '--margin', '4800']);
    const [record] = records;
    expect(record.players[0]).toBe(url);
    expect(record.turns.filter((t) => t.agent === url).length).toBeGreaterThan(1);
    expectConsistentEnd(record);
  }, 60_000);
});

describe('a misbehaving agent loses, for the recorded reason', () => {
  let fake: Server;
  let base: string;
  /** The request bodies the fake bots received. */
  const received: unknown[] = [];
  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(JSON.parse(body));
        const answer = (text: string, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(text);
        switch (req.url) {
          case '/illegal':
            return answer('{"move": {"notation": "9"}}');
          case '/garbage':
            return answer('<html>hello</html>');
          case '/no-notation':
            return answer('{"move": {"column": 3}}');
          case '/late':
            return setTimeout(() => answer('{"move": {"notation": "4"}}'), 700);
          case '/silent':
            return; // never answers
          case '/crash':
            return req.socket.destroy();
          case '/error':
            return answer('{"title": "boom"}', 500);
        }
      });
    });
    base = await serve(fake);
  });
  afterAll(() => {
    fake.closeAllConnections();
    fake.close();
  });

  const cases: [string, string, RegExp][] = [
    ['/illegal', 'illegal-move', /played "9": '9' is not a column digit 1-7/],
    ['/garbage', 'malformed-answer', /not JSON/],
    ['/no-notation', 'malformed-answer', /without a move.notation/],
    ['/late', 'time-overrun', /took \d+ ms, over the 400 ms limit/],
    ['/silent', 'no-answer', /no answer within 1400 ms/],
    ['/crash', 'crash', /closed the connection/],
    ['/error', 'crash', /HTTP 500/],
  ];
  for (const [path, reason, detail] of cases) {
    it(`${path.slice(1)}: ${reason}`, async () => {
      const { records } = await match(['--game', 'connect4', '--p1', `${base}${path}`, '--p2', 'engine:depth=1', '--time', '400', '--margin', '150']);
      const [record] = records;
      expect(record).toMatchObject({ winner: 1, reason, turns: [] });
      expect(record.detail).toMatch(detail);
    }, 10_000);
  }

  it('an agent that cannot be reached: unreachable', async () => {
    const closed = createServer();
    const url = await serve(closed);
    await new Promise((resolve) => closed.close(resolve));
    const { records } = await match(['--game', 'connect4', '--p1', 'engine:depth=1', '--p2', `${url}/x`]);
    expect(records[0]).toMatchObject({ winner: 0, reason: 'unreachable' });
    expect(records[0].turns).toHaveLength(1);
  });

  it('sends the moves so far, the resolved parameters and the time less the margin', async () => {
    received.length = 0;
    await match(['--game', 'line-em-up', '--n', '4', '--blocs', 'A0,D3', '--p1', 'engine:depth=1', '--p2', `${base}/illegal`, '--time', '5000', '--margin', '4750']);
    expect(received).toHaveLength(1);
    const request = received[0] as { position: Record<string, unknown>; search: unknown };
    expect(request.search).toEqual({ timeMs: 250 });
    expect(request.position).toMatchObject({ n: 4, s: 4, blocs: ['A 0', 'D 3'] });
    expect(request.position.moves).toHaveLength(1);
  });

  it('clamps the time sent to the game\'s published maximum', async () => {
    received.length = 0;
    await match(['--game', 'connect4', '--p1', `${base}/illegal`, '--p2', 'engine:depth=1', '--time', '60000']);
    expect(received[0]).toMatchObject({ position: { moves: [] }, search: { timeMs: 10_000 } });
  });
});
