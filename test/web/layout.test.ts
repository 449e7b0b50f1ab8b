import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import { PHONE, SCREENSHOTS, usePageHarness, WIDE, waitForBoard, type Viewport } from './page-harness.js';

/*
 * The page's layout on a phone (390 x 844) and a laptop (1280 px), light and dark (issue 42): the
 * set-up in sight at the top, every label on a board at least 12 px as drawn, no empty band under
 * the board, a wide screen's width used, and dark colours when the system asks for them.
 */
const missing = browserMissing('the play page\'s layout');

const LOOKS: [string, Viewport, 'light' | 'dark'][] = [
  ['390-light', PHONE, 'light'],
  ['390-dark', PHONE, 'dark'],
  ['1280-light', WIDE, 'light'],
  ['1280-dark', WIDE, 'dark'],
];

/** The size each text on the board is drawn at on the screen: its font size times the drawing's scale. */
function drawnSizes(page: Page): Promise<{ text: string; px: number }[]> {
  return page.$$eval('#board svg text', (texts) =>
    texts.map((text) => ({ text: text.textContent!, px: Number.parseFloat(getComputedStyle(text).fontSize) * (text as SVGTextElement).ownerSVGElement!.getScreenCTM()!.a })),
  );
}

/** The relative luminance of a computed colour (`rgb(r, g, b)`), 0 black to 1 white. */
function luminance(colour: string): number {
  const [r, g, b] = colour.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe.skipIf(missing !== undefined)('the play page\'s layout', () => {
  const harness = usePageHarness();

  test.each(LOOKS)('%s: set-up in sight, labels at least 12 px, no empty band, the width used', async (name, viewport, colorScheme) => {
    const page = await harness().open({ viewport, colorScheme, hash: '#pylos/a1,c1' });
    await waitForBoard(page, '#board[data-ply="2"] svg');
    // The set-up's control at the top, without scrolling: its summary on a phone, the game's list beside the board.
    const setup = page.locator(viewport === PHONE ? '#setup-box > summary' : '#game');
    expect(await setup.isVisible()).toBe(true);
    const control = (await setup.boundingBox())!;
    expect(control.y + control.height).toBeLessThanOrEqual(viewport.height);

    await page.click('#hint');
    await page.waitForSelector('#board .hint');
    const sizes = await drawnSizes(page);
    expect(sizes.filter(({ text }) => /^[+-]?\d|^(win|loss|draw)/.test(text)).length).toBeGreaterThan(0);
    expect(sizes.filter(({ px }) => px < 12)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/layout-pylos-hints-${name}.png`, fullPage: true });

    // Nothing but the bar between the board and the controls under it.
    const board = (await page.locator('#board svg').boundingBox())!;
    const bar = (await page.locator('#eval-bar').boundingBox())!;
    expect(bar.y - (board.y + board.height)).toBeLessThanOrEqual(16);
    if (viewport === WIDE) {
      // The board takes its column's width (its drawing centred in it), not a corner of an empty box.
      const column = (await page.locator('#play').boundingBox())!;
      expect(board.width).toBeGreaterThanOrEqual(column.width - 1);
      expect(column.width).toBeGreaterThan(600);
    }

    const colours = await page.evaluate(() => [getComputedStyle(document.body).color, getComputedStyle(document.documentElement).backgroundColor]);
    const [text, background] = colours.map(luminance);
    if (colorScheme === 'dark') expect([text > 0.5, background < 0.05]).toEqual([true, true]);
    else expect([text < 0.05, background > 0.8]).toEqual([true, true]);

    // Every game's board labels, coordinates and column numbers drawn at 12 px or more, the largest boards included.
    for (const hash of ['#connect4/4453', '#amazons/D0D4J4', '#line-em-up/B+1?n=10&s=5']) {
      await page.goto(`${harness().base}/${hash}`);
      await waitForBoard(page, '#board[data-ply="1"] svg, #board[data-ply="4"] svg');
      expect((await drawnSizes(page)).filter(({ px }) => px < 12)).toEqual([]);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/layout-line-em-up-${name}.png`, fullPage: true });
  });
});
