import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import { clickTarget, moveList, newGame, usePageHarness, waitForMoves } from './page-harness.js';

/*
 * Live progress and hints read best-move's server-sent events and POST analyse. Here a stand-in
 * answers those two routes in the service's shapes, so that a test can hold the stream between events,
 * end it with an error or answer 404 as an older service would; everything else is the real service.
 * live-service.test.ts plays the same features against the service's own routes.
 */
const missing = browserMissing('the play page with live progress and hints');

const move = (column: number) => ({ notation: String(column + 1), column });
const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Gates the stand-in's stream: each `next()` is released by the test once it saw what came before. */
class Gate {
  private waiting: (() => void)[] = [];
  private opened = 0;
  async next(): Promise<void> {
    if (this.opened > 0) {
      this.opened--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  open(): void {
    const resolve = this.waiting.shift();
    if (resolve) resolve();
    else this.opened++;
  }
}

describe.skipIf(missing !== undefined)('the play page with live progress and hints', () => {
  const accepts: (string | undefined)[] = [];
  let stream: 'result' | 'error' = 'result';
  let analyse: 'lines' | 'absent' = 'lines';
  const gate = new Gate();

  async function streamBestMove(req: IncomingMessage, res: ServerResponse): Promise<void> {
    accepts.push(req.headers.accept);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(event('info', { multipv: 1, depth: 1, score: { value: 12 }, pv: [move(2)], nodes: 7, nps: 7000, timeMs: 1 }));
    await gate.next();
    if (stream === 'error') {
      res.end(event('error', { type: 'tag:board-game-move-service,2026:problem:internal-error', title: 'Internal error', status: 500, detail: 'a worker failed', errors: [] }));
      return;
    }
    res.write(event('info', { multipv: 1, depth: 2, score: { value: -5 }, pv: [move(2), move(3)], nodes: 40, nps: 8000, timeMs: 5 }));
    res.end(event('result', { move: move(2), score: { value: -5 }, pv: [move(2), move(3)], stats: { depth: 2, nodes: 40, timeMs: 5, stopReason: 'depth', cached: false } }));
  }

  function answerAnalyse(res: ServerResponse): void {
    if (analyse === 'absent') {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'tag:board-game-move-service,2026:problem:not-found', title: 'Not found', status: 404, detail: 'no route POST /v1/games/connect4/analyse', errors: [] }));
      return;
    }
    const lines = [3, 2, 4, 1, 5, 0, 6].map((column, i) => ({
      move: move(column),
      score: i === 0 ? { value: 999_991, outcome: 'win', plies: 9, mate: 9 } : { value: -i },
      pv: [move(column)],
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ lines, stats: {}, position: {} }));
  }

  const harness = usePageHarness({}, (req, res) => {
    if (req.method !== 'POST' || !/^\/v1\/games\/connect4\/(best-move|analyse)$/.test(req.url ?? '')) return false;
    req.resume();
    if (req.url!.endsWith('/analyse')) answerAnalyse(res);
    else void streamBestMove(req, res);
    return true;
  });

  test('shows each depth and score as the engine thinks, then plays the final result event', async () => {
    stream = 'result';
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', { depth: 3 }]);
    await clickTarget(page, '4');
    await page.waitForFunction(() => document.querySelector('#thinking')!.textContent === 'thinking: depth 1, you are 12 points behind, 7 nodes');
    expect(await moveList(page)).toEqual(['4']);
    gate.open();
    await waitForMoves(page, 2);
    expect(await moveList(page)).toEqual(['4', '3']);
    expect(await page.textContent('#thinking')).toBe('engine played 3: you are 5 points ahead, depth 2, 40 nodes');
    expect(accepts.at(-1)).toBe('text/event-stream');
  });

  test('an error event after the stream began is shown, and the engine stops', async () => {
    stream = 'error';
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', { depth: 3 }]);
    await clickTarget(page, '4');
    await page.waitForFunction(() => document.querySelector('#thinking')!.textContent!.startsWith('thinking: depth 1'));
    gate.open();
    await page.waitForFunction(() => document.querySelector('#message')!.textContent !== '');
    expect(await page.textContent('#message')).toBe('a worker failed');
    expect(await moveList(page)).toEqual(['4']);
    expect(await page.textContent('#pause')).toBe('Resume');
  });

  test('hints put every move\'s value on the board and in a list', async () => {
    analyse = 'lines';
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', 'person']);
    await page.click('#hint');
    await page.waitForSelector('#hints li');
    expect(await page.$$eval('#hints li', (items) => items.map((item) => item.textContent))).toEqual(['4: red wins in 9', '3: red is 1 point behind', '5: red is 2 points behind', '2: red is 3 points behind', '6: red is 4 points behind', '1: red is 5 points behind', '7: red is 6 points behind']);
    expect(await page.textContent('#board [data-target="4"] .hint')).toBe('win in 9');
    // A move played clears the hints: they were the values of the position before it.
    await clickTarget(page, '4');
    await waitForMoves(page, 1);
    expect(await page.$$eval('#board .hint', (hints) => hints.length)).toBe(0);
  });

  test('on a service without analyse, the hint button says hints are unavailable', async () => {
    analyse = 'absent';
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', 'person']);
    await page.click('#hint');
    await page.waitForFunction(() => document.querySelector('#hint')!.textContent !== 'Hints');
    expect(await page.textContent('#hint')).toBe('Hints unavailable on this service');
    expect(await page.isDisabled('#hint')).toBe(true);
  });
});
