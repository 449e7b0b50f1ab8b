import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import { openSetup, PHONE, usePageHarness, WIDE, waitForBoard, type Viewport } from './page-harness.js';

/*
 * The page for screen readers and keyboards (issue 42): axe-core finds no serious or critical
 * violation on any game's page, light or dark; the board is described in words; fixed parameters
 * are choice lists.
 */
const missing = browserMissing('the play page\'s accessibility');

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const PAGES: [string, string, number][] = [
  ['connect4', '#connect4/4453', 4],
  ['line-em-up', '#line-em-up/B+1,A+0?n=5&s=4&blocs=C+2', 2],
  ['pylos', '#pylos/a1,c1,a2', 3],
  ['amazons', '#amazons/D0D4J4?size=10', 1],
];
const CASES = PAGES.flatMap(([game, hash, ply]) => [
  [game, hash, ply, PHONE, 'light'],
  [game, hash, ply, WIDE, 'dark'],
] as [string, string, number, Viewport, 'light' | 'dark'][]);

describe.skipIf(missing !== undefined)('the play page\'s accessibility', () => {
  const harness = usePageHarness();

  test.each(CASES)('axe: no serious or critical violation on the %s page (%s, %i moves, %o, %s)', async (game, hash, ply, viewport, colorScheme) => {
    const page = await harness().open({ viewport, colorScheme, hash });
    await waitForBoard(page, `#board[data-game="${game}"][data-ply="${ply}"] svg`);
    await page.click('#hint');
    await page.waitForSelector('#hints li');
    // Injected through the debugging protocol, which the page's content security policy does not govern.
    await page.evaluate(axeSource);
    const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
    const grave = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(grave.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the board in words: whose turn, the pieces, the last move', async () => {
    const page = await harness().open({ hash: '#connect4/4453' });
    await waitForBoard(page, '#board[data-ply="4"] svg');
    expect(await page.getAttribute('#board', 'aria-describedby')).toBe('board-words');
    expect(await page.textContent('#board-words')).toBe(
      'red to move: you; last move 3. Column 3 from the bottom: yellow. Column 4 from the bottom: red, yellow. Column 5 from the bottom: red. Empty columns: 1, 2, 6, 7.',
    );
  });

  test('parameters with a fixed set of values are choice lists, and the choice is played', async () => {
    const page = await harness().open();
    await openSetup(page);
    await page.selectOption('#game', 'pylos');
    expect(await page.$$eval('#parameters select[name="rules"] option', (options) => options.map((option) => option.textContent))).toEqual(['advanced', 'standard']);
    await page.selectOption('#game', 'amazons');
    expect(await page.$$eval('#parameters select[name="size"] option', (options) => options.map((option) => option.textContent))).toEqual(['10', '9', '8', '7', '6', '5']);
    await page.selectOption('#parameters select[name="size"]', '6');
    await page.click('#new-game');
    await waitForBoard(page, '#board[data-game="amazons"] svg');
    expect(await page.$$eval('#board [data-cell]', (cells) => cells.length)).toBe(36);
    expect(new URL(page.url()).hash).toBe('#amazons/?size=6');
  });
});
