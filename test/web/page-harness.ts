import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { AppOptions } from '../../src/service/app.js';
import { testService } from '../service/helpers.js';
import { launchBrowser } from '../support/browser.js';

/** Where the browser tests write their screenshots (git-ignored). */
export const SCREENSHOTS = 'test-output/screenshots';

/** A phone (an iPhone 12 to 15's window): every board must fit its width without scrolling sideways. */
export const PHONE = { width: 390, height: 844 };

/** A laptop's width, where the moves sit beside the board. */
export const WIDE = { width: 1280, height: 900 };

export type Viewport = typeof PHONE;

export interface PageHarness {
  browser: Browser;
  /** The service's address, e.g. http://127.0.0.1:40123 */
  base: string;
  /** Script errors on the pages opened since the last `closePages`. */
  errors: string[];
  /** A fresh page at the play page (with a fragment: a position link), a phone's unless given, in the light unless dark is asked for. */
  open(options?: { viewport?: Viewport; hash?: string; colorScheme?: 'light' | 'dark' }): Promise<Page>;
  /** Closes the pages opened so far. */
  closePages(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Answers a request in place of the service (a test's stand-in for a route the service lacks);
 * false lets the service answer.
 */
export type Intercept = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Builds the page if needed, starts the service in this process on a free port (behind the
 * test's intercept, if any) and a browser.
 */
export async function startPageHarness(options: Partial<AppOptions> = {}, intercept: Intercept = () => false): Promise<PageHarness> {
  execFileSync('node', ['scripts/build-web.mjs'], { stdio: 'inherit' });
  mkdirSync(SCREENSHOTS, { recursive: true });
  const service = testService({ maxQueue: 8, ...options });
  const server = createServer((req, res) => {
    if (!intercept(req, res)) service.app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  const errors: string[] = [];
  const pages: Page[] = [];
  return {
    browser,
    base,
    errors,
    async open({ viewport = PHONE, hash = '', colorScheme = 'light' } = {}) {
      const page = await browser.newPage({ viewport, colorScheme });
      pages.push(page);
      page.on('pageerror', (err) => errors.push(err.message));
      traceEvents(page);
      await page.goto(`${base}/${hash}`);
      return page;
    },
    async closePages() {
      await Promise.all(pages.splice(0).map((page) => page.close()));
    },
    async close() {
      await browser.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await service.close();
    },
  };
}

/**
 * The harness of a suite: started before its tests, each test's pages closed after it (failing the
 * test if a script on them threw), stopped after the suite. Call inside the suite's describe.
 */
export function usePageHarness(options: Partial<AppOptions> = {}, intercept?: Intercept): () => PageHarness {
  let harness: PageHarness | undefined;
  beforeAll(async () => {
    harness = await startPageHarness(options, intercept);
  });
  afterEach(async () => {
    await harness?.closePages();
    expect(harness?.errors.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => harness!;
}

/** What each open page printed or failed to fetch, for the report of a wait that timed out. */
const traces = new WeakMap<Page, string[]>();

function traceEvents(page: Page): void {
  const trace: string[] = [];
  traces.set(page, trace);
  const started = Date.now();
  const note = (line: string) => trace.push(`${Date.now() - started} ms ${line}`);
  page.on('console', (message) => note(`console.${message.type()} ${message.text()}`));
  page.on('pageerror', (err) => note(`error ${err.message}`));
  page.on('requestfailed', (request) => note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => note(`${response.status()} ${response.request().method()} ${response.url()}`));
}

/**
 * Waits for the board the selector names. A wait that times out once in a full run and never alone
 * says nothing by itself, so the error carries what the page showed instead (its fragment, board
 * state and message), what it printed and fetched, and a screenshot.
 */
export async function waitForBoard(page: Page, selector: string): Promise<void> {
  try {
    await page.waitForSelector(selector);
  } catch (err) {
    const shown = await page.evaluate(() => ({
      hash: location.hash,
      board: { ...document.querySelector<HTMLElement>('#board')!.dataset },
      message: document.querySelector('#message')!.textContent,
    }));
    const path = `${SCREENSHOTS}/timed-out-${Date.now()}.png`;
    await page.screenshot({ path });
    const trace = (traces.get(page) ?? []).join('\n');
    throw new Error(`${(err as Error).message}\nthe page shows ${JSON.stringify(shown)} (screenshot ${path})\n${trace}`, { cause: err });
  }
}

/** A player as the set-up form takes it: a person, or the engine with its limits (no level: full strength). */
export type PlayerSpec = 'person' | { depth?: number; timeMs?: number; level?: number };

/** Unfolds the set-up form, folded under its summary on a phone. */
export async function openSetup(page: Page): Promise<void> {
  if (!(await page.$eval('#setup-box', (box) => (box as HTMLDetailsElement).open))) await page.click('#setup-box > summary');
}

/** Starts a game from the set-up form, as a person would fill it in (a choice list's value chosen, a box's typed). */
export async function newGame(page: Page, game: string, players: [PlayerSpec, PlayerSpec], parameters: Record<string, string> = {}): Promise<void> {
  await openSetup(page);
  await page.selectOption('#game', game);
  for (const [name, value] of Object.entries(parameters)) {
    if (await page.$(`#parameters select[name="${name}"]`)) await page.selectOption(`#parameters select[name="${name}"]`, value);
    else await page.fill(`#parameters input[name="${name}"]`, value);
  }
  for (const [side, player] of players.entries()) {
    const set = `#player-${side}`;
    await page.selectOption(`${set} .kind`, player === 'person' ? 'person' : 'engine');
    if (player === 'person') continue;
    await page.selectOption(`${set} .level`, player.level === undefined ? '' : String(player.level));
    await page.fill(`${set} .time-ms`, String(player.timeMs ?? 5000));
    await page.fill(`${set} .depth`, player.depth === undefined ? '' : String(player.depth));
  }
  await page.click('#new-game');
  await page.waitForSelector(`#board[data-game="${game}"] svg`);
}

/** The board's state as the page shows it. */
export async function boardState(page: Page): Promise<{ ply: number; moves: number; over: boolean }> {
  return page.$eval('#board', (board) => ({ ply: Number(board.dataset.ply), moves: Number(board.dataset.moves), over: board.dataset.over === 'true' }));
}

/** Waits until `moves` moves have been played or the game is over. */
export async function waitForMoves(page: Page, moves: number): Promise<void> {
  await page.waitForFunction((n) => {
    const board = document.querySelector<HTMLElement>('#board')!;
    return Number(board.dataset.moves) >= n || board.dataset.over === 'true';
  }, moves);
}

/** The moves as the list shows them, in order (the list pairs them by turn). */
export async function moveList(page: Page): Promise<string[]> {
  return page.$$eval('#move-list button', (buttons) => buttons.map((button) => button.textContent!.trim()));
}

/** The targets a person may click now. */
export async function playable(page: Page): Promise<string[]> {
  return page.$$eval('#board [data-target].playable', (elements) => elements.map((element) => (element as SVGElement).dataset.target!));
}

/**
 * Clicks a target once the page takes it: the board not busy (it drops clicks while it waits for
 * the service's answer, longer on a loaded machine) and the target one that continues a move.
 * Clicked any earlier, the click was lost and the test waited out its 30 s for a move never made.
 */
export async function clickTarget(page: Page, target: string): Promise<void> {
  await page.click(`#board:not([aria-busy]) [data-target="${target}"].playable`);
}

/** The board fits the phone's width: the page does not scroll sideways and the drawing is inside the window. */
export async function expectFitsPhone(page: Page): Promise<void> {
  const { scrollWidth, right } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    right: document.querySelector('#board svg')!.getBoundingClientRect().right,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  expect(right).toBeLessThanOrEqual(PHONE.width);
}

export async function screenshotBoard(page: Page, name: string): Promise<void> {
  await page.locator('#play').screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}
