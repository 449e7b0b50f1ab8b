import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { browserMissing } from '../support/browser.js';
import { clickTarget, newGame, usePageHarness, waitForMoves } from './page-harness.js';

const missing = browserMissing('the play page on a service with API keys');

describe.skipIf(missing !== undefined)('the play page on a service that requires API keys', () => {
  const dir = join(tmpdir(), `play-page-keys-${process.pid}`);
  const keysFile = join(dir, 'keys');
  // Before the harness's own beforeAll, which starts the service that reads the file.
  beforeAll(() => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(keysFile, 'page-test-key-0123 0 tester\n');
  });
  const harness = usePageHarness({ apiKeysFile: keysFile, anonymousSearchSeconds: 0 });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('asks for a key on 401, says why a wrong one failed, and keeps the right one for the session', async () => {
    const page = await harness().open();
    await page.waitForSelector('#key-dialog[open]');
    expect(await page.textContent('#key-dialog .reason')).toContain('an API key is required');
    await page.fill('#key-dialog input', 'not-a-key');
    await page.click('#key-dialog button[value="ok"]');
    await page.waitForFunction(() => document.querySelector('#key-dialog .reason')!.textContent === 'unknown API key');
    await page.fill('#key-dialog input', 'page-test-key-0123');
    await page.click('#key-dialog button[value="ok"]');
    await page.waitForSelector('#board[data-game="connect4"] svg');
    expect(await page.evaluate(() => sessionStorage.getItem('move-service-api-key'))).toBe('page-test-key-0123');

    // The engine's searches go with the key too, and a reload asks no more.
    await newGame(page, 'connect4', ['person', { depth: 2 }]);
    await clickTarget(page, '4');
    await waitForMoves(page, 2);
    await page.reload();
    await page.waitForSelector('#board[data-game="connect4"] svg');
    expect(await page.isVisible('#key-dialog')).toBe(false);
  });

  test('cancelling the dialog leaves the page saying the service refused', async () => {
    const page = await harness().open();
    await page.waitForSelector('#key-dialog[open]');
    await page.click('#key-dialog button[value="cancel"]');
    await page.waitForFunction(() => document.querySelector('#message')!.textContent !== '');
    expect(await page.textContent('#message')).toContain('an API key is required');
  });
});
