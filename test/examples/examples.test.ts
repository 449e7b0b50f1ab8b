import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { browserMissing, launchBrowser } from '../support/browser.js';
import { testListen } from '../service/helpers.js';

/* The examples/ folder run as a reader would: the Node bot plays a game, the page analyses in a browser. */
const root = new URL('../../', import.meta.url);
let service: RunningService;
let api: string;
beforeAll(async () => {
  service = await testListen({ maxQueue: 2 });
  api = `http://127.0.0.1:${service.port}`;
});
afterAll(() => service.shutdown());

describe('examples/node-bot.ts', () => {
  it('plays a whole game of Connect 4 through the typed client', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'examples/node-bot.ts', api, '20'], { cwd: root });
    // Progress lines are overwritten in place (a carriage return), each move's line then printed over them.
    const lines = stdout.split(/[\r\n]+/).map((line) => line.trim()).filter((line) => line !== '');
    expect(lines.at(-1)).toMatch(/^[1-7]+: (red|yellow|nobody) wins \((four-in-a-row|board-full)\)$/);
    const played = lines.filter((line) => /^\d+\. [1-7] /.test(line));
    expect(played[0]).toMatch(/^1\. /);
    expect(lines.at(-1)!.split(':')[0]).toBe(played.map((line) => line.split(' ')[1]).join(''));
    expect(lines.some((line) => /^depth \d+: [1-7]+ \(-?\d+\)$/.test(line))).toBe(true);
  }, 60_000);
});

const missing = browserMissing('examples/analysis-board.html in a real browser');

/**
 * Serves examples/ and the client's dependencies in node_modules/ as files, and dist/client/*.js as
 * the client's sources transpiled, as `npm run build` would emit them.
 */
function examplesServer(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    const client = /^\/dist\/client\/([a-z-]+)\.js$/.exec(path);
    if (client) {
      const source = readFileSync(new URL(`src/client/${client[1]}.ts`, root), 'utf8');
      const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 } });
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(outputText);
    } else if (path === '/examples/analysis-board.html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(readFileSync(new URL(path.slice(1), root)));
    } else if (/^\/node_modules\/(ky|eventsource-parser)\/[\w/.-]+\.js$/.test(path) && !path.includes('..')) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(new URL(path.slice(1), root)));
    } else res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(missing !== undefined)('examples/analysis-board.html', () => {
  it("shows every column's score from the service on another origin, live as the search deepens", async () => {
    const server = await examplesServer();
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/examples/analysis-board.html`);
      await page.fill('#api', api);
      // Seen while the search still runs: all seven rows, each with a score (a script: this project has no DOM types).
      await page.evaluate(`new MutationObserver(() => {
        const rows = document.querySelectorAll('#lines li').length;
        if (rows === 7 && /^depth \\d+$/.test(document.getElementById('progress').textContent)) document.body.dataset.live = 'seen';
      }).observe(document.body, { subtree: true, childList: true, characterData: true })`);
      await page.click('#go');
      await page.waitForFunction(`document.getElementById('progress').textContent.startsWith('searched')`, undefined, { timeout: 20_000 });
      const lines = await page.locator('#lines li').allTextContents();
      expect(lines).toHaveLength(7);
      // An outcome without a distance is what the Connect 4 database proves before ply 9.
      for (const line of lines) expect(line).toMatch(/^column [1-7]: (-?\d+|(win|loss|draw)( in \d+)?)$/);
      expect(await page.textContent('#progress')).toMatch(/^searched \d+ plies, \d+ nodes$/);
      expect(await page.getAttribute('body', 'data-live')).toBe('seen');
    } finally {
      await browser.close();
      server.close();
    }
  }, 60_000);
});
