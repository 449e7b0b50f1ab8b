import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Score } from '../../web/src/answers.js';
import { connect4 } from '../../web/src/boards/connect4.js';
import { scoreFor, standingText } from '../../web/src/standing.js';
import { browserMissing } from '../support/browser.js';
import { clickTarget, newGame, usePageHarness, waitForMoves } from './page-harness.js';

/*
 * The page against the service's own streaming best-move and analyse (issue 14), where
 * live-progress.test.ts answers those routes with a stand-in to script what it checks.
 */
const missing = browserMissing('the play page against the service\'s live progress and analyse');

// The first position of Pons' End-Easy set: every column is solved within the page's hint budget.
const endGame = readFileSync('test/data/connect4/Test_L3_R1', 'utf8').split('\n')[0]!.split(' ')[0]!;

interface Line {
  move: { notation: string };
  score: Score;
}

describe.skipIf(missing !== undefined)('the play page against the service\'s live progress and analyse', () => {
  const harness = usePageHarness();

  test('the engine\'s move arrives as a stream of events and the page shows its depth and score', async () => {
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', { depth: 6 }]);
    const answer = page.waitForResponse((response) => response.url().endsWith('/v1/games/connect4/best-move'));
    await clickTarget(page, '4');
    expect((await answer).headers()['content-type']).toMatch(/^text\/event-stream/);
    await waitForMoves(page, 2);
    expect(await page.textContent('#thinking')).toMatch(/^engine played [1-7]: .+, depth \d+, [\d,]+ nodes/);
  });

  test('hints list every column with the exact value the service\'s analyse gives', async () => {
    const page = await harness().open();
    await newGame(page, 'connect4', ['person', 'person']);
    const moves = [...endGame];
    await page.fill('#moves-text', moves.join(', '));
    await page.click('#load-moves');
    await waitForMoves(page, moves.length);
    await page.click('#hint');
    await page.waitForSelector('#hints li');
    const shown = await page.$$eval('#hints li', (items) => items.map((item) => item.textContent));

    const response = await fetch(`${harness().base}/v1/games/connect4/analyse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ position: { moves: endGame } }),
    });
    const { lines } = (await response.json()) as { lines: Line[] };
    expect(lines.every((line) => line.score.outcome !== undefined)).toBe(true);
    // Two people play: every score is told for the first player, red, whoever is to move.
    const red = { side: 0, colour: 'red', you: false };
    expect(shown).toEqual(lines.map((line) => `${line.move.notation}: ${standingText(scoreFor(line.score, moves.length % 2, 0), red, connect4.score)}`));
  });
});
