import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { browserMissing, launchBrowser } from '../support/browser.js';
import { testListen } from './helpers.js';

/*
 * Pages of two other origins (two tiny servers on other ports) call the service from a real
 * browser, with CORS_ORIGINS listing only the first: the first gets its best move, the second is
 * blocked by the browser itself.
 */
const missing = browserMissing('CORS in a real browser');

/** A server of one empty page: its origin is what the browser tells the service. */
async function pageServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>board</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** What a page script gets when it POSTs a best-move request (JSON, or the event stream read with fetch). */
interface Fetched {
  ok: boolean;
  status?: number;
  body?: string;
  error?: string;
  /** What the browser printed on the page's console (where it says why it blocked a request). */
  console: string[];
}

describe.skipIf(missing !== undefined)('CORS in a real browser', () => {
  let service: RunningService;
  let browser: Browser;
  let allowed: { server: Server; origin: string };
  let refused: { server: Server; origin: string };
  let api: string;

  beforeAll(async () => {
    [allowed, refused] = await Promise.all([pageServer(), pageServer()]);
    service = await testListen({ maxQueue: 2, corsOrigins: [allowed.origin] });
    api = `http://127.0.0.1:${service.port}/v1/games/connect4/best-move`;
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.shutdown();
    allowed?.server.close();
    refused?.server.close();
  });

  async function fetchFrom(origin: string, accept: string, depth: number): Promise<Fetched> {
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    try {
      await page.goto(`${origin}/`);
      const fetched = await page.evaluate(
        async ({ url, accept, depth }) => {
          try {
            const res = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept },
              body: JSON.stringify({ position: { moves: '4453' }, search: { depth } }),
            });
            return { ok: true, status: res.status, body: await res.text() };
          } catch (err) {
            return { ok: false, error: String(err) };
          }
        },
        { url: api, accept, depth },
      );
      return { ...fetched, console: logged };
    } finally {
      await page.close();
    }
  }

  it('a page of a listed origin gets its best move', async () => {
    const got = await fetchFrom(allowed.origin, 'application/json', 4);
    expect(got).toMatchObject({ ok: true, status: 200 });
    expect(JSON.parse(got.body!).move.notation).toMatch(/^[1-7]$/);
  });

  it('a page of a listed origin reads the live progress as an event stream', async () => {
    const got = await fetchFrom(allowed.origin, 'text/event-stream', 5);
    expect(got).toMatchObject({ ok: true, status: 200 });
    expect(got.body!.match(/^event: info$/gm)).toHaveLength(5);
    expect(got.body).toMatch(/^event: result$/m);
  });

  it('a page of a refused origin is blocked by the browser', async () => {
    const got = await fetchFrom(refused.origin, 'application/json', 4);
    expect(got.ok).toBe(false);
    expect(got.error).toMatch(/Failed to fetch/);
    expect(got.console.join('\n')).toMatch(/blocked by CORS policy/);
  });
});
