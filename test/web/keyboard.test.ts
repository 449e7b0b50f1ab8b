import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import { moveList, newGame, usePageHarness, waitForBoard, waitForMoves } from './page-harness.js';

/*
 * Keys (issue 42): Home, End and the arrows step through the moves when the board does not have the
 * keys; on the board, every game is played with the arrows and Enter, and a screen reader is told
 * what each key did.
 */
const missing = browserMissing('the play page by keyboard');

/** Walks the board's keyboard cursor to `target` with the right arrow, then presses Enter. */
async function pickByKeys(page: Page, target: string): Promise<void> {
  await page.waitForSelector('#board:not([aria-busy])', { state: 'attached' });
  const targets = await page.$$eval('#board [data-target].playable', (elements) => elements.map((element) => (element as SVGElement).dataset.target!));
  expect(targets).toContain(target);
  for (let presses = 0; presses <= targets.length; presses++) {
    await page.keyboard.press('ArrowRight');
    if ((await page.getAttribute('#board .key-cursor', 'data-target')) === target) break;
  }
  expect(await page.textContent('#announce')).toMatch(new RegExp(`^${target}, \\d+ of ${targets.length}$`));
  await page.keyboard.press('Enter');
}

describe.skipIf(missing !== undefined)('the play page by keyboard', () => {
  const harness = usePageHarness();

  test('Home, End and the arrows step through the moves; on the board with nothing to pick, the arrows still do', async () => {
    const page = await harness().open({ hash: '#connect4/4453' });
    await waitForBoard(page, '#board[data-ply="4"] svg');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const at = (ply: number) => waitForBoard(page, `#board[data-ply="${ply}"]`);
    await page.keyboard.press('Home');
    await at(0);
    await page.keyboard.press('ArrowRight');
    await at(1);
    await page.keyboard.press('ArrowRight');
    await at(2);
    await page.keyboard.press('End');
    await at(4);
    await page.keyboard.press('ArrowLeft');
    await at(3);
    // An earlier position takes no move: on the board, the arrows step too.
    await page.focus('#board');
    await page.keyboard.press('ArrowLeft');
    await at(2);
    expect(await moveList(page)).toEqual(['4', '4', '5', '3']);
  });

  test('a Pylos game with a removal, by keyboard alone', async () => {
    const page = await harness().open();
    await newGame(page, 'pylos', ['person', 'person']);
    // White builds a square a1 a2 b1 b2 while black fills c1 c2 c3.
    for (const [i, spot] of ['a1', 'c1', 'a2', 'c2', 'b1', 'c3'].entries()) {
      await pickByKeys(page, spot);
      await waitForMoves(page, i + 1);
    }
    await pickByKeys(page, 'b2');
    expect(await page.textContent('#announce')).toMatch(/^b2 chosen; 4 to choose from next(, or P to play b2)?$/);
    await pickByKeys(page, 'a1');
    expect(await page.textContent('#announce')).toMatch(/^b2, a1 chosen; \d to choose from next, or P to play b2 x a1$/);
    await page.keyboard.press('p');
    await waitForMoves(page, 7);
    expect(await moveList(page)).toEqual(['a1', 'c1', 'a2', 'c2', 'b1', 'c3', 'b2 x a1']);
    expect(await page.$$eval('#board .reserve', (groups) => groups.map((group) => (group as SVGElement).dataset.reserve))).toEqual(['12', '12']);
    // The board in words, for a screen reader, after the move.
    expect(await page.textContent('#board-words')).toBe('black to move: you; last move b2 x a1. White on a2, b1, b2, 12 in reserve. Black on c1, c2, c3, 12 in reserve.');
  });

  test('an Amazons move by keyboard alone: the queen, its destination, the arrow; the reply marked whole', async () => {
    const page = await harness().open();
    await newGame(page, 'amazons', ['person', { depth: 1 }]);
    await pickByKeys(page, 'D0');
    await pickByKeys(page, 'D4');
    await pickByKeys(page, 'J4');
    await waitForMoves(page, 2);
    const [mine, reply] = await moveList(page);
    expect(mine).toBe('D0D4J4');
    // The engine's reply: where its queen came from, where it went, where its arrow fell.
    const marked = await page.$$eval('#board .last-from, #board .last-to, #board .last-arrow', (cells) => cells.map((cell) => `${(cell as SVGElement).dataset.cell} ${cell.getAttribute('class')!.match(/last-\w+/)![0]}`));
    const [from, to, arrow] = reply.match(/[A-J]\d/g)!;
    expect(marked.sort()).toEqual([`${from} last-from`, `${to} last-to`, `${arrow} last-arrow`].sort());
    expect(await page.textContent('#board-words')).toContain(`last move queen ${from} to ${to}, arrow to ${arrow}`);
  });
});
