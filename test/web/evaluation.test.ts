import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import { boardState, newGame, PHONE, SCREENSHOTS, usePageHarness, WIDE, waitForBoard, waitForMoves, type Viewport } from './page-harness.js';

/*
 * The evaluation bar and the graph of the game's scores (issue 42), and every score told for one
 * side in a player's words (issue 40): the person's side when one person plays.
 */
const missing = browserMissing('the evaluation bar and graph');

const LOOKS: [string, Viewport, 'light' | 'dark'][] = [
  ['390 px, light', PHONE, 'light'],
  ['1280 px, dark', WIDE, 'dark'],
];

/** What the bar and the graph show: the bar's level (none before a score) and share, the graph's points. */
function evaluation(page: Page): Promise<{ level: string; share: string; points: number; words: string }> {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('#eval-bar')!;
    return {
      level: bar.dataset.level!,
      share: bar.style.getPropertyValue('--share'),
      points: Number(document.querySelector<HTMLElement>('#score-graph')!.dataset.points),
      words: document.querySelector('#standing')!.textContent!,
    };
  });
}

describe.skipIf(missing !== undefined)('the evaluation bar and graph', () => {
  const harness = usePageHarness();

  test.each(LOOKS)('follow an engine game; a click on the graph goes to that move (%s)', async (name, viewport, colorScheme) => {
    const page = await harness().open({ viewport, colorScheme });
    await newGame(page, 'connect4', [{ depth: 3 }, { depth: 3 }]);
    await waitForMoves(page, 2);
    const early = await evaluation(page);
    await waitForMoves(page, 6);
    await page.dispatchEvent('#pause', 'click');
    await page.waitForFunction(() => document.querySelector('#pause')!.textContent === 'Resume');
    const { moves } = await boardState(page);
    const late = await evaluation(page);
    // Every position an engine searched has its point: each one before its move, and the last one after.
    expect(late.points).toBeGreaterThanOrEqual(moves);
    expect(late.points).toBeGreaterThan(early.points);
    expect(late.level).not.toBe('');
    expect(Number.parseFloat(late.share)).toBeCloseTo((1 + Number(late.level)) * 50, 0);
    // Two engines: told for the first player, red.
    expect(late.words).toMatch(/^(red (is|wins|loses)|even|a draw)/);

    const graph = (await page.locator('#score-graph').boundingBox())!;
    await page.mouse.click(graph.x + 1, graph.y + graph.height / 2);
    await waitForBoard(page, '#board[data-ply="0"]');
    const start = await evaluation(page);
    expect((await page.locator('#score-graph .graph-cursor').getAttribute('x1'))).toBe('0');
    // Measured again: the page below the board may have moved with the position shown.
    const moved = (await page.locator('#score-graph').boundingBox())!;
    await page.mouse.click(moved.x + moved.width - 1, moved.y + moved.height / 2);
    await waitForBoard(page, `#board[data-ply="${moves}"]`);
    expect(await evaluation(page)).toEqual(late);
    expect(start.points).toBe(late.points);
    await page.screenshot({ path: `${SCREENSHOTS}/evaluation-${name.replace(/\W+/g, '-')}.png`, fullPage: true });
  });

  test('move as the engine thinks, with each depth it finishes', async () => {
    const page = await harness().open();
    await newGame(page, 'amazons', [{ timeMs: 1500 }, 'person']);
    await page.waitForFunction(() => document.querySelector('#thinking')!.textContent!.startsWith('thinking: depth'));
    const thinking = await evaluation(page);
    expect(thinking.points).toBe(1);
    expect(thinking.level).not.toBe('');
    // The person plays blue: the engine's own score, told from the person's side.
    expect(thinking.words).toMatch(/^(you are [\d.]+ squares (ahead|behind)|even|you (win|lose))/);
  });

  test('a Connect 4 game the person is winning: the engine\'s line and the bar say so from the person\'s side', async () => {
    // Red, the person, has 3, 4 and 5 on the bottom row with both ends open: yellow blocks one, red takes the other.
    const page = await harness().open({ hash: '#connect4/41513' });
    await waitForBoard(page, '#board[data-ply="5"] svg');
    // Opened from a link, the engine waits, and the page says so.
    expect(await page.textContent('#turn')).toContain('the engine waits');
    await page.click('#pause');
    await waitForMoves(page, 6);
    expect(await page.textContent('#thinking')).toMatch(/^engine played [1-7]: you win( in \d+)?, /);
    const shown = await evaluation(page);
    expect(shown.words).toMatch(/^you win/);
    expect(Number(shown.level)).toBe(1);
  });
});
