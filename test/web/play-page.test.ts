import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import {
  boardState,
  clickTarget,
  expectFitsPhone,
  moveList,
  newGame,
  openSetup,
  playable,
  screenshotBoard,
  usePageHarness,
  waitForMoves,
  type PageHarness,
} from './page-harness.js';

const missing = browserMissing('the play page in a browser');

/** What the service says of a list of moves: the referee of every test below. */
async function validated(harness: PageHarness, game: string, position: Record<string, unknown>) {
  const res = await fetch(`${harness.base}/v1/games/${game}/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ position }),
  });
  return (await res.json()) as { valid: boolean; status: { over: boolean; winner: string | null; reason: string | null } };
}

describe.skipIf(missing !== undefined)('the play page', () => {
  const harness = usePageHarness();

  /** The person plays the left-most open column every time, until the game ends, whoever wins. */
  async function playLeftmostToEnd(page: Page): Promise<string[]> {
    let played = (await boardState(page)).moves;
    while (!(await boardState(page)).over) {
      const columns = await playable(page);
      expect(columns.length).toBeGreaterThan(0);
      await clickTarget(page, columns[0]);
      played += 2;
      await waitForMoves(page, played);
    }
    return moveList(page);
  }

  test('a person plays a whole Connect 4 game against the engine by clicking columns', async () => {
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', { depth: 2 }]);
    await expectFitsPhone(page);
    const moves = await playLeftmostToEnd(page);
    const verdict = await validated(harness(), 'connect4', { moves });
    expect(verdict.valid).toBe(true);
    expect(verdict.status.over).toBe(true);
    const turn = await page.textContent('#turn');
    expect(turn).toContain(verdict.status.reason);
    expect(turn).toContain(verdict.status.winner ?? 'Draw');
    await screenshotBoard(page, 'connect4');
  });

  test('a person plays a whole Connect 4 game against a level picked for the engine, whose line names it', async () => {
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', { level: 2 }]);
    await clickTarget(page, (await playable(page))[0]);
    await waitForMoves(page, 2);
    expect(await page.textContent('#thinking')).toMatch(/^engine played \d at level 2: /);
    const moves = await playLeftmostToEnd(page);
    expect((await validated(harness(), 'connect4', { moves })).status.over).toBe(true);
  });

  test('Connect 4 is played with the keys 1-7', async () => {
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', 'person']);
    for (const [i, key] of ['4', '4', '5'].entries()) {
      await page.keyboard.press(key);
      await waitForMoves(page, i + 1);
    }
    expect(await moveList(page)).toEqual(['4', '4', '5']);
    expect(await page.$$eval('#board circle.red', (discs) => discs.length)).toBe(2);
  });

  test('a Line \'em Up game with blocs, played with the arrow keys and Enter', async () => {
    const page = await harness().open();
    await newGame(page, 'line-em-up', ['person', { depth: 2 }], { n: '4', s: '3', blocs: 'B1 C2' });
    await expectFitsPhone(page);
    const blocs = await page.$$eval('#board .cell.bloc', (cells) => cells.map((cell) => (cell as SVGElement).dataset.cell));
    expect(blocs.sort()).toEqual(['B 1', 'C 2']);
    let played = 0;
    while (!(await boardState(page)).over) {
      const [cell] = await playable(page);
      expect(blocs).not.toContain(cell);
      await moveCursorTo(page, cell);
      await page.keyboard.press('Enter');
      played += 2;
      await waitForMoves(page, played);
    }
    const moves = await moveList(page);
    expect(moves.some((move) => blocs.includes(move))).toBe(false);
    const verdict = await validated(harness(), 'line-em-up', { n: 4, s: 3, blocs, moves });
    expect(verdict.valid).toBe(true);
    expect(verdict.status.over).toBe(true);
    expect(await page.textContent('#turn')).toContain(verdict.status.reason);
    await screenshotBoard(page, 'line-em-up');
  });

  test('a Pylos game with a removal after a square and a raise, each by clicks', async () => {
    const page = await harness().open();
    await newGame(page, 'pylos', ['person', 'person']);
    await expectFitsPhone(page);
    // White builds a square a1 a2 b1 b2 while black fills c1 c2 c3.
    for (const [i, spot] of ['a1', 'c1', 'a2', 'c2', 'b1', 'c3'].entries()) {
      await clickTarget(page, spot);
      await waitForMoves(page, i + 1);
    }
    // The square: place b2, take back a1, and stop at one sphere with the Play button.
    await clickTarget(page, 'b2');
    expect((await playable(page)).sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
    await clickTarget(page, 'a1');
    expect(await page.textContent('#play-picked')).toBe('Play b2 x a1');
    await page.click('#play-picked');
    await waitForMoves(page, 7);
    // Black raises c3 onto f1, which rests on b1 b2 c1 c2: two clicks, no reserve spent.
    await clickTarget(page, 'c3');
    await clickTarget(page, 'f1');
    await waitForMoves(page, 8);
    const moves = await moveList(page);
    expect(moves.slice(6)).toEqual(['b2 x a1', 'c3-f1']);
    expect((await validated(harness(), 'pylos', { moves })).valid).toBe(true);
    const reserves = await page.$$eval('#board .reserve', (groups) => groups.map((group) => (group as SVGElement).dataset.reserve));
    expect(reserves).toEqual(['12', '12']);
    expect(await page.$eval('#board [data-spot="f1"] circle', (sphere) => sphere.getAttribute('class'))).toBe('sphere black');
    await screenshotBoard(page, 'pylos');
  });

  test('an Amazons move in three clicks: the queen, its destination, the arrow', async () => {
    const page = await harness().open();
    await newGame(page, 'amazons', ['person', { depth: 1 }]);
    await expectFitsPhone(page);
    await clickTarget(page, 'D0');
    await clickTarget(page, 'D4');
    expect(await moveList(page)).toEqual([]);
    await clickTarget(page, 'J4');
    await waitForMoves(page, 2);
    expect((await moveList(page))[0]).toBe('D0D4J4');
    await page.click('#first');
    await page.click('#next');
    await page.waitForSelector('#board[data-ply="1"]');
    expect(await page.$eval('#board [data-cell="D4"] .queen', (queen) => queen.getAttribute('class'))).toBe('queen red');
    expect(await page.$$eval('#board [data-cell="J4"] .arrow', (arrows) => arrows.length)).toBe(1);
    await screenshotBoard(page, 'amazons');
  });

  test('an engine-versus-engine game watched with the stepper', async () => {
    const page = await harness().open();
    // Two blocs drawn at random from seed 5, as the form's short form asks.
    await newGame(page, 'line-em-up', [{ depth: 2 }, { depth: 3 }], { n: '4', s: '3', blocs: '2 seed 5' });
    await page.waitForSelector('#board[data-over="true"]');
    const { moves } = await boardState(page);
    expect(await page.$$eval('#board .cell.bloc', (cells) => cells.length)).toBe(2);
    const position = { n: 4, s: 3, blocs: { random: 2, seed: 5 }, moves: await moveList(page) };
    expect((await validated(harness(), 'line-em-up', position)).status.over).toBe(true);
    await page.click('#first');
    await page.waitForSelector('#board[data-ply="0"]');
    expect(await page.$$eval('#board .stone', (stones) => stones.length)).toBe(0);
    await page.click('#next');
    await page.click('#next');
    await page.waitForSelector('#board[data-ply="2"]');
    expect(await page.$$eval('#board .stone', (stones) => stones.length)).toBe(2);
    await page.click('#previous');
    await page.waitForSelector('#board[data-ply="1"]');
    expect(await page.textContent('#ply')).toBe(`move 1 of ${moves}`);
    await page.click('#last');
    await page.waitForSelector(`#board[data-ply="${moves}"]`);
    expect(await page.$$eval('#board .stone', (stones) => stones.length)).toBe(moves);
  });

  test('paused, the engines move one at a time with the stepper\'s next', async () => {
    const page = await harness().open();
    await newGame(page, 'connect4', [{ depth: 2 }, { depth: 2 }]);
    // Dispatched, not clicked at a point: while two fast engines play, a loaded machine can lay the
    // page out again between Playwright's hit test and its click, which then misses the button.
    await page.dispatchEvent('#pause', 'click');
    // Drawn once the position after the last move is in: from then on nothing moves by itself.
    await page.waitForFunction(() => document.querySelector('#pause')!.textContent === 'Resume');
    const { moves } = await boardState(page);
    for (const expected of [moves + 1, moves + 2]) {
      await page.click('#next');
      await waitForMoves(page, expected);
      expect((await boardState(page)).moves).toBe(expected);
    }
  });

  test('a parameter the service refuses is shown with the field and the reason', async () => {
    const page = await harness().open();
    await openSetup(page);
    await page.selectOption('#game', 'line-em-up');
    await page.fill('#parameters input[name="n"]', '20');
    await page.click('#new-game');
    await page.waitForFunction(() => document.querySelector('#message')!.textContent !== '');
    expect(await page.textContent('#message')).toMatch(/position\.n/);
  });

  test('a referee record opened and replayed to its end', async () => {
    const page = await harness().open();
    const record = JSON.parse(readFileSync('test/data/referee/connect4-game.json', 'utf8')) as { turns: { notation: string }[] };
    await page.setInputFiles('#record-file', 'test/data/referee/connect4-game.json');
    await page.waitForSelector('#board[data-game="connect4"][data-ply="0"]');
    // The list is drawn after the board: under load it was read empty in between.
    await page.waitForFunction((n) => document.querySelectorAll('#move-list button').length === n, record.turns.length);
    expect(await moveList(page)).toEqual(record.turns.map((turn) => turn.notation));
    expect(await page.textContent('#note')).toBe('Record: yellow (engine:depth=6) wins: four-in-a-row');
    // Nobody moves in a replay: the board takes no clicks.
    expect(await playable(page)).toEqual([]);
    await page.click('#last');
    await page.waitForSelector(`#board[data-ply="${record.turns.length}"]`);
    expect(await page.textContent('#turn')).toBe('yellow wins (four-in-a-row)');
  });

  test('undo during the engine\'s search cancels it and gives the person the move back', async () => {
    const page = await harness().open();
    await newGame(page, 'amazons', ['person', { timeMs: 10_000 }]);
    const aborted = new Promise<string>((resolve) => page.on('requestfailed', (request) => resolve(request.url())));
    await clickTarget(page, 'D0');
    await clickTarget(page, 'D4');
    await clickTarget(page, 'J4');
    await page.waitForFunction(() => document.querySelector('#thinking')!.textContent!.includes('thinking'));
    await page.click('#undo');
    expect(await aborted).toMatch(/\/v1\/games\/amazons\/best-move$/);
    await page.waitForSelector('#board[data-moves="0"]');
    expect(await page.textContent('#thinking')).toBe('');
    expect(await page.textContent('#turn')).toBe('red to move: you');
  });

  test('a move list pasted in is checked by the service and played; copied out in the same form', async () => {
    const page = await harness().open();
    await newGame(page, 'pylos', ['person', 'person']);
    await page.fill('#moves-text', 'a1, a2, b1, b5');
    await page.click('#load-moves');
    await page.waitForFunction(() => document.querySelector('#message')!.textContent !== '');
    expect(await page.textContent('#message')).toMatch(/^Move 4 \(b5\) is not legal: /);
    const moves = ['a1', 'c1', 'a2', 'c2', 'b1', 'c3', 'b2 x a1 a2'];
    await page.fill('#moves-text', moves.join(',\n'));
    await page.click('#load-moves');
    await waitForMoves(page, moves.length);
    expect(await moveList(page)).toEqual(moves);
    expect(await page.inputValue('#moves-text')).toBe(moves.join(', '));
  });
});

/** Walks Line 'em Up's keyboard cursor to a cell with the arrow keys. */
async function moveCursorTo(page: Page, cell: string): Promise<void> {
  const position = (name: string) => ({ column: name.charCodeAt(0) - 65, row: Number(name.slice(2)) });
  const goal = position(cell);
  for (;;) {
    const at = position((await page.getAttribute('#board .cursor', 'data-cell'))!);
    if (at.column === goal.column && at.row === goal.row) return;
    const key = at.column < goal.column ? 'ArrowRight' : at.column > goal.column ? 'ArrowLeft' : at.row < goal.row ? 'ArrowDown' : 'ArrowUp';
    await page.keyboard.press(key);
  }
}
