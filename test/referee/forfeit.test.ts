import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import { readPosition } from '../support/read-position.js';
import { match } from './helpers.js';

describe('--overrun forfeit in Connect 4', () => {
  let slow: Server;
  let url: string;
  const received: { position: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    // A bot that always answers column 4, 800 ms after the question: over a 450 ms limit.
    slow = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push(JSON.parse(body));
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"move": {"notation": "4"}}'), 800);
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/best-move`;
  });
  afterAll(() => {
    slow.closeAllConnections();
    slow.close();
  });

  it('skips the late player\'s turn and then sends the board and side to move with the moves since', async () => {
    received.length = 0;
    const { records, output } = await match(['--game', 'connect4', '--p1', url, '--p2', 'engine:depth=2', '--time', '450', '--margin', '100', '--overrun', 'forfeit']);
    const [record] = records;
    // Red never gets a move in, so yellow, moving every turn, connects four.
    expect(record).toMatchObject({ winner: 1, reason: 'four-in-a-row' });
    expect(record.turns.length % 2).toBe(0);
    record.turns.forEach((turn, i) => {
      expect(turn.colour).toBe(i % 2 === 0 ? 'red' : 'yellow');
      if (i % 2 === 0) expect(turn).toMatchObject({ notation: null, note: expect.stringMatching(/^red took \d+ ms, over the 450 ms limit/) });
      else expect(turn.notation).toMatch(/^[1-7]$/);
    });
    const yellowMoves = record.turns.filter((t) => t.notation !== null).map((t) => t.notation);
    expect(received[0].position).toEqual({ moves: [] });
    expect(received[1].position).toMatchObject({ toMove: 'yellow', moves: [yellowMoves[0]] });
    const read = readPosition(connect4, received[1].position);
    expect(read.valid && connect4.status(read.state).over).toBe(false);
    expect(output).toContain('turn skipped');
  }, 30_000);

  it('ends in a draw when both players overrun one after the other', async () => {
    const { records } = await match(['--game', 'connect4', '--p1', url, '--p2', url, '--time', '450', '--margin', '100', '--overrun', 'forfeit']);
    expect(records[0]).toMatchObject({ winner: null, reason: 'both-overran' });
    expect(records[0].turns.map((t) => t.notation)).toEqual([null, null]);
  }, 30_000);

  it('is refused for the other games', async () => {
    await expect(match(['--game', 'pylos', '--p1', 'engine', '--p2', 'engine', '--overrun', 'forfeit'])).rejects.toThrow(/Pylos positions cannot skip one/);
  });
});
