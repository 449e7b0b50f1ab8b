import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { README, ROOT, sectionBlocks } from '../../scripts/readme-examples.js';
import { CLIENT_PACKAGE } from '../../src/service/client-package.js';
import type { RunningService } from '../../src/service/listen.js';
import { testListen } from '../service/helpers.js';

/*
 * The README's boardgame.io bot as a user runs it: the client installed from the tarball the
 * service serves (boardgame.io, its peer, found in this repository's node_modules, as a user's
 * project has its own), the example Connect 4 game compiled beside it, the file run as written.
 */
const run = promisify(execFile);
const [bot] = sectionBlocks(readFileSync(README, 'utf8'), '### A boardgame.io bot').filter((block) => block.lang === 'js');
// npm as a user's shell has it (none of the npm_* settings `npm test` passes down), its registry
// unreachable: the client installs from the tarball alone.
const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_'))), npm_config_registry: 'http://127.0.0.1:9' };
let project: string;
let service: RunningService;

beforeAll(async () => {
  service = await testListen();
  mkdirSync(join(ROOT, 'out'), { recursive: true });
  project = mkdtempSync(join(ROOT, 'out', 'bridge-'));
  await run('npm', ['init', '-y'], { cwd: project, env });
  await run('npm', ['install', '--no-audit', '--no-fund', CLIENT_PACKAGE], { cwd: project, env });
  await build({ entryPoints: [join(ROOT, 'examples', 'boardgame-io', 'connect4.ts')], outfile: join(project, 'connect4.cjs'), format: 'cjs', platform: 'node', bundle: true, external: ['boardgame.io', 'boardgame.io/*'], logLevel: 'warning' });
}, 120_000);
afterAll(async () => {
  await service.shutdown();
  rmSync(project, { recursive: true, force: true });
});

describe("the README's boardgame.io bot", () => {
  test('runs as written and plays the move the service chose', async () => {
    const [first, ...code] = bot.lines;
    expect(first).toBe('// bot.cjs');
    writeFileSync(join(project, 'bot.cjs'), code.join('\n').replaceAll('http://localhost:3000', `http://127.0.0.1:${service.port}`));
    const { stdout } = await run(process.execPath, ['bot.cjs'], { cwd: project, env });
    expect(stdout).toMatch(/^the service plays drop\([0-6]\), valued -?\d+\n$/);
  }, 60_000);
});
