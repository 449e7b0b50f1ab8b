import { readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { README, ROOT, exampleFolder, masked, printed, transcriptSteps } from '../../scripts/readme-examples.js';

/*
 * The README's examples that show their output are run as shown, one after another in one fresh
 * folder (a later one may read what an earlier one wrote), and must print what the README shows,
 * times masked. When a change alters an output on purpose, `npm run readme:examples` rewrites them.
 */
const steps = transcriptSteps(readFileSync(README, 'utf8'));
let folder: string;
beforeAll(() => {
  // Built once here, so the examples do not each race to build.
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'ignore' });
  folder = exampleFolder();
}, 300_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the README's examples print what it shows", () => {
  test('the README has the transcripts this test is for', () => {
    const commands = steps.map((s) => s.command).join('\n');
    for (const example of ['connect-four', 'c4-solve', 'match', 'tournament']) expect(commands).toContain(example);
  });

  test.each(steps.map((step) => [step.command, step] as const))('$ %s', async (_, step) => {
    expect(masked(await printed(step.command, folder))).toEqual(masked(step.shown));
  }, 120_000);
});
