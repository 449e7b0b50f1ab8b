import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import { boardState, moveList, newGame, openSetup, PHONE, playable, SCREENSHOTS, usePageHarness, WIDE, waitForBoard, waitForMoves, type Viewport } from './page-harness.js';

/*
 * The play page as a player sees it (issue 28), at a phone's width and a laptop's: the winning line,
 * a position link that opens the same board, hints in the game's units where they cover no piece,
 * nothing cut off, moves paired beside the board, and parameter help in plain words.
 */
const missing = browserMissing('the play page for players');

const VIEWPORTS: [number, Viewport][] = [
  [PHONE.width, PHONE],
  [WIDE.width, WIDE],
];

// The first position of Pons' End-Easy set: every column is solved within the page's hint budget.
const endGame = readFileSync('test/data/connect4/Test_L3_R1', 'utf8').split('\n')[0]!.split(' ')[0]!;

function opened(page: Page, game: string, ply: number): Promise<void> {
  return waitForBoard(page, `#board[data-game="${game}"][data-ply="${ply}"] svg`);
}

/** The board as drawn, without what only says whose clicks it takes (the players may differ). */
function boardPicture(page: Page): Promise<string> {
  return page.$eval('#board svg', (svg) => {
    const copy = svg.cloneNode(true) as SVGSVGElement;
    for (const element of copy.querySelectorAll('.playable')) element.classList.remove('playable');
    return copy.outerHTML;
  });
}

/** The ids of the page's text lines whose text does not fit their box, and whether the page scrolls sideways. */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = ['turn', 'note', 'thinking', 'message', 'ply'].map((id) => document.getElementById(id)!);
    const cut = lines.filter((line) => line.scrollWidth > line.clientWidth).map((line) => line.id);
    return document.documentElement.scrollWidth > window.innerWidth ? [...cut, 'page'] : cut;
  });
}

/**
 * Plays `count` moves by clicking, each time the first target the board offers, until the move is made.
 * Each click waits for the board to be idle: a click landing just as the next position is drawn would play the other side's move too.
 */
async function playFirstMoves(page: Page, count: number): Promise<void> {
  const idle = () => page.waitForSelector('#board:not([aria-busy])', { state: 'attached' });
  for (let played = (await boardState(page)).moves; played < count; played++) {
    for (;;) {
      await idle();
      if ((await boardState(page)).moves !== played) break;
      const [target] = await playable(page);
      await page.click(`#board [data-target="${target}"]`);
    }
    await waitForMoves(page, played + 1);
  }
}

/** Asks for hints and answers the labels drawn on the board. */
async function hintLabels(page: Page): Promise<string[]> {
  await page.click('#hint');
  await page.waitForSelector('#board .hint');
  return page.$$eval('#board .hint', (labels) => labels.map((label) => label.textContent!));
}

describe.skipIf(missing !== undefined)('the play page for players', () => {
  const harness = usePageHarness();

  test.each(VIEWPORTS)('the winning four and the winning line are marked, the verdict styled as a result (%i px)', async (width, viewport) => {
    const page = await harness().open({ viewport, hash: '#connect4/1212121' });
    await opened(page, 'connect4', 7);
    expect(await page.textContent('#turn')).toBe('red wins (four-in-a-row)');
    const four = await page.$$eval('#board .disc.win', (discs) => discs.map((disc) => [disc.getAttribute('cx'), disc.classList.contains('red')]));
    expect(four).toEqual([0, 1, 2, 3].map(() => ['30', true]));
    // A result, not an error: none of the error line's colour.
    const colours = await page.evaluate(() => [getComputedStyle(document.querySelector('#turn')!).color, getComputedStyle(document.querySelector('#message')!).color]);
    expect(colours[0]).not.toBe(colours[1]);
    await page.locator('#play').screenshot({ path: `${SCREENSHOTS}/winning-four-${width}.png` });

    await page.goto(`${harness().base}/#line-em-up/A+0,A+1,B+0,B+1,C+0?n=4&s=3`);
    await opened(page, 'line-em-up', 5);
    expect(await page.$$eval('#board .cell.win', (cells) => cells.map((cell) => (cell as SVGElement).dataset.cell))).toEqual(['A 0', 'B 0', 'C 0']);
    await page.locator('#play').screenshot({ path: `${SCREENSHOTS}/winning-line-${width}.png` });
  });

  const games: { game: string; setup: Record<string, string>; moves: number }[] = [
    { game: 'connect4', setup: {}, moves: 4 },
    // Blocs drawn at random: the link carries the cells drawn, so it opens the same board.
    { game: 'line-em-up', setup: { n: '5', s: '4', blocs: '3 seed 11' }, moves: 3 },
    { game: 'pylos', setup: { rules: 'standard' }, moves: 5 },
    { game: 'amazons', setup: { size: '6' }, moves: 2 },
  ];
  test.each(games)('a position link opens the same $game board in another tab', async ({ game, setup, moves }) => {
    const page = await harness().open();
    await newGame(page, game, ['person', 'person'], setup);
    await playFirstMoves(page, moves);
    const link = (await page.getAttribute('#position-link', 'href'))!;
    expect(new URL(page.url()).hash).toBe(link);
    if (game === 'connect4') expect(link).toMatch(/^#connect4\/[1-7]{4}$/);

    const other = await harness().open({ viewport: WIDE, hash: link });
    await opened(other, game, moves);
    expect(await moveList(other)).toEqual(await moveList(page));
    expect(await boardPicture(other)).toBe(await boardPicture(page));
    // Shared, the position waits: nobody moves by themselves until Resume.
    expect(await other.textContent('#pause')).toBe('Resume');
  });

  test('while the next position is fetched the board is busy and a click on it plays nothing', async () => {
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', 'person']);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/legal-moves', async (route) => {
      await held;
      await route.continue();
    });
    await page.click('#board [data-target="4"]');
    expect(await page.getAttribute('#board', 'aria-busy')).toBe('true');
    await page.click('#board [data-target="4"]');
    release();
    await page.waitForSelector('#board:not([aria-busy])', { state: 'attached' });
    expect(await moveList(page)).toHaveLength(1);
  });

  test('the link follows the stepper: it names the position shown', async () => {
    const page = await harness().open({ hash: '#connect4/4453' });
    await opened(page, 'connect4', 4);
    await page.click('#previous');
    await opened(page, 'connect4', 3);
    expect(await page.getAttribute('#position-link', 'href')).toBe('#connect4/445');
  });

  test.each(VIEWPORTS)('Connect 4 hints say win in N, draw or loss in N above the columns (%i px)', async (width, viewport) => {
    const page = await harness().open({ viewport, hash: `#connect4/${endGame}` });
    await opened(page, 'connect4', endGame.length);
    const labels = await hintLabels(page);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^(win in \d+|loss in \d+|draw)$/);
    // Above the frame, so over no disc.
    const clear = await page.$$eval('#board .hint', (hints) => {
      const frame = document.querySelector('#board .c4-frame')!.getBoundingClientRect();
      return hints.every((hint) => hint.getBoundingClientRect().bottom <= frame.top);
    });
    expect(clear).toBe(true);
    await page.locator('#play').screenshot({ path: `${SCREENSHOTS}/hints-connect4-${width}.png` });
  });

  test.each(VIEWPORTS)('Amazons hints in squares on the destination, the best move marked whole, no label over a queen (%i px)', async (width, viewport) => {
    const page = await harness().open({ viewport, hash: '#amazons/?size=6' });
    await opened(page, 'amazons', 0);
    const labels = await hintLabels(page);
    for (const label of labels) expect(label).toMatch(/^([+-]\d+\.\d|0\.0|(win|loss) in \d+|win|loss|draw)$/);
    // The unit, said once for the labels: a word under every cell would not fit a phone's at a readable size.
    expect(await page.textContent('#hint-legend')).toContain('in squares');
    const overlaps = await page.evaluate(() => {
      const boxes = (selector: string) => [...document.querySelectorAll(`#board ${selector}`)].map((element) => element.getBoundingClientRect());
      const queens = boxes('.queen');
      return boxes('.hint').filter((hint) => queens.some((queen) => hint.left < queen.right && queen.left < hint.right && hint.top < queen.bottom && queen.top < hint.bottom)).length;
    });
    expect(overlaps).toBe(0);
    const marked = await page.evaluate(() => {
      const cell = (selector: string) => document.querySelector(selector)?.closest<SVGElement>('[data-cell]')?.dataset.cell;
      return `${cell('#board .hint-from')}${cell('#board .hint-to')}${cell('#board .arrow-hint')}`;
    });
    const best = (await page.textContent('#hints li'))!.split(':')[0];
    expect(marked).toBe(best);
    await page.locator('#play').screenshot({ path: `${SCREENSHOTS}/hints-amazons-${width}.png` });
  });

  test('Pylos hints count spheres, Line \'em Up hints its points, the list says which', async () => {
    const page = await harness().open({ hash: '#pylos/a1,c1' });
    await opened(page, 'pylos', 2);
    for (const label of await hintLabels(page)) expect(label).toMatch(/^([+-]\d+\.\d|0\.0|(win|loss) in \d+|win|loss|draw)$/);
    expect(await page.textContent('#hint-legend')).toContain('in spheres');
    await page.locator('#play').screenshot({ path: `${SCREENSHOTS}/hints-pylos-390.png` });
    await page.goto(`${harness().base}/#line-em-up/B+1?n=5&s=4`);
    await opened(page, 'line-em-up', 1);
    for (const label of await hintLabels(page)) expect(label).toMatch(/^([+-]\d+|0|(win|loss) in \d+|win|loss|draw)$/);
    expect(await page.textContent('#hint-legend')).toContain('in points');
  });

  test.each(VIEWPORTS)('nothing cut off while engines play Pylos, and the moves paired by turn (%i px)', async (width, viewport) => {
    const page = await harness().open({ viewport });
    await newGame(page, 'pylos', [{ timeMs: 300 }, { timeMs: 300 }]);
    await waitForMoves(page, 6);
    await page.waitForFunction(() => document.querySelector('#thinking')!.textContent!.startsWith('engine played'));
    expect(await page.textContent('#thinking')).not.toContain('depth 0');
    expect(await cutOff(page)).toEqual([]);
    await page.dispatchEvent('#pause', 'click');
    await page.waitForFunction(() => document.querySelector('#pause')!.textContent === 'Resume');
    expect(await cutOff(page)).toEqual([]);
    // The longest lines the page writes, whatever this run's engine happened to say: they wrap, never cut.
    await page.evaluate(() => {
      document.querySelector('#turn')!.textContent = 'white to move: engine (10000 ms, depth 20)';
      document.querySelector('#thinking')!.textContent = 'engine played b2 x a1 a2: -12.3 spheres, depth 12, 12,345,678 nodes, proven, remembered';
      document.querySelector('#message')!.textContent = 'The request is not valid (position.moves[12]: b2 x a1 a2 takes back a sphere that carries another)';
    });
    expect(await cutOff(page)).toEqual([]);

    const turns = await page.$$eval('#move-list li', (items) => items.map((item) => item.querySelectorAll('button').length));
    expect(turns.slice(0, -1).every((moves) => moves === 2)).toBe(true);
    const [board, list, text] = await Promise.all(['#board svg', '#move-list', '#moves-text'].map((selector) => page.locator(selector).boundingBox()));
    if (width === WIDE.width) {
      // Beside the board, level with it.
      expect(list!.x).toBeGreaterThanOrEqual(board!.x + board!.width);
      expect(list!.y).toBeLessThan(board!.y + board!.height);
    } else {
      // Under the board, inside the phone's width.
      expect(list!.y).toBeGreaterThanOrEqual(board!.y + board!.height);
      expect(list!.x + list!.width).toBeLessThanOrEqual(PHONE.width);
    }
    // The list ends before the text field starts.
    expect(list!.y + list!.height).toBeLessThanOrEqual(text!.y);
    await page.screenshot({ path: `${SCREENSHOTS}/layout-pylos-${width}.png`, fullPage: true });
  });

  test('parameter help in plain words: no JSON, no backticks', async () => {
    const page = await harness().open();
    await openSetup(page);
    for (const game of ['connect4', 'line-em-up', 'pylos', 'amazons']) {
      await page.selectOption('#game', game);
      const help = await page.$$eval('#parameters input', (inputs: HTMLInputElement[]) => inputs.flatMap((input) => [input.placeholder, input.parentElement!.querySelector('small')!.textContent!]));
      for (const text of help) expect(text, `${game}: ${text}`).not.toMatch(/[`{}[\]"]/);
    }
  });
});
