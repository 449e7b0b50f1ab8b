import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { README, ROOT, sectionBlocks } from '../../scripts/readme-examples.js';
import { API_VERSION } from '../../src/service/api-version.js';
import { CLIENT_PACKAGE, CLIENT_PATH, VERSIONED_CLIENT_PATH } from '../../src/service/client-package.js';
import type { RunningService } from '../../src/service/listen.js';
import { testListen } from '../service/helpers.js';

/*
 * The README's "Use from TypeScript" as a new user follows it: its one install command, run in an
 * empty `npm init -y` project against the service with npm's registry unreachable and an empty
 * cache, then its two JavaScript files run as written (the address swapped for the test's). The
 * tarball is the one the run's globalSetup built (test/build-kernel.ts).
 */
const run = promisify(execFile);
const blocks = sectionBlocks(readFileSync(README, 'utf8'), '### Use from TypeScript');
const install = blocks.find((block) => block.lang === 'sh')!;
/** The README's JavaScript files, named by their first line (`// client.mjs`). */
const files = blocks.filter((block) => block.lang === 'js').map(({ lines: [first, ...code] }) => ({ name: first.replace(/^\/\/ /, ''), code: code.join('\n') }));
const serverPackages = Object.keys(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).dependencies as Record<string, string>);

// npm as a user's shell has it: none of the npm_* settings `npm test` passes down (its prefix would
// install into this repository), the registry unreachable and a cache of its own, empty.
const cache = mkdtempSync(join(tmpdir(), 'client-cache-'));
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_'))),
  npm_config_registry: 'http://127.0.0.1:9',
  npm_config_cache: cache,
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};
const project = mkdtempSync(join(tmpdir(), 'client-user-'));
let service: RunningService;
let address: string;
const here = (text: string) => text.replaceAll('http://localhost:3000', address);

beforeAll(async () => {
  service = await testListen({ maxQueue: 4 });
  address = `http://127.0.0.1:${service.port}`;
  await run('npm', ['init', '-y'], { cwd: project, env });
});
afterAll(async () => {
  await service.shutdown();
  rmSync(project, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

/** A user's program: strict TypeScript with no Node types, as a browser project would compile it. */
const typedCode = `
import { MoveServiceClient, ServiceError } from 'board-game-move-client';

const service = new MoveServiceClient('http://localhost:3000');
const { games } = await service.games();
const depths: number[] = [];
const best = await service.bestMove('connect4', { position: { moves: '4453' }, search: { depth: 4 } }, { onProgress: (info) => depths.push(info.depth) });
// @ts-expect-error: a game the service does not have is a compile error
await service.legalMoves('chess', { position: {} }).catch((e: unknown) => e instanceof ServiceError);
console.log(games.length, best.move.notation, depths);
`;

describe("the README's client installation", () => {
  test('is one npm install of the service\'s own /client.tgz', () => {
    expect(install.lines).toEqual(['npm install http://localhost:3000/client.tgz']);
    expect(files.map((file) => file.name)).toEqual(['client.mjs', 'client.cjs']);
  });

  test('installs into an empty npm init -y project with the registry unreachable, holding no server package', async () => {
    await run('bash', ['-o', 'pipefail', '-c', here(install.lines[0])], { cwd: project, env });
    const installed = readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'));
    expect(installed).toEqual(['board-game-move-client']);
    for (const name of serverPackages) expect(installed).not.toContain(name);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/board-game-move-client/package.json'), 'utf8'));
    expect(manifest.version).toBe(`${API_VERSION}.0.0`);
    expect(manifest.dependencies).toBeUndefined();
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).dependencies).toEqual({ 'board-game-move-client': `${address}/client.tgz` });
  }, 60_000);

  test.each(files.map((file) => [file.name, file] as const))('%s runs as written: live progress, then the answer', async (name, { code }) => {
    writeFileSync(join(project, name), here(code));
    const { stdout } = await run(process.execPath, [name], { cwd: project, env });
    const lines = stdout.trimEnd().split('\n');
    const depths = lines.flatMap((line) => /^depth (\d+)/.exec(line)?.[1] ?? []).map(Number);
    // Each iteration's event was printed as it came, before the answer, deepening in order.
    expect(depths.length).toBeGreaterThan(0);
    expect(depths).toEqual([...depths].sort((a, b) => a - b));
    expect(lines.at(-1)).toMatch(/^(column [1-7]: -?\d+|best move [a-d][1-4])$/);
  }, 60_000);

  test('type-checks a strict TypeScript program against what it installed', async () => {
    writeFileSync(join(project, 'main.mts'), here(typedCode));
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', strict: true, noEmit: true, lib: ['ES2022', 'DOM'], types: [] }, files: ['main.mts'] }));
    await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project]);
  }, 60_000);
});

describe('the served tarball', () => {
  test('streams from disk with an ETag: /client.tgz revalidated on every use, the versioned path kept a day', async () => {
    const latest = await fetch(`${address}${CLIENT_PATH}`);
    const bytes = Buffer.from(await latest.arrayBuffer());
    expect(latest.headers.get('content-type')).toBe('application/gzip');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect(bytes.equals(readFileSync(CLIENT_PACKAGE))).toBe(true);
    // Through node:http: fetch sends a conditional request with Cache-Control: no-cache, which asks for the whole file.
    const again = await new Promise<number | undefined>((resolve, reject) => {
      get(`${address}${CLIENT_PATH}`, { headers: { 'if-none-match': latest.headers.get('etag')! } }, (res) => resolve(res.resume().statusCode)).on('error', reject);
    });
    expect(again).toBe(304);

    const versioned = await fetch(`${address}${VERSIONED_CLIENT_PATH}`);
    expect(VERSIONED_CLIENT_PATH).toBe(`/client-${API_VERSION}.tgz`);
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await versioned.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test('is linked from the play page and documented in openapi.yaml', () => {
    expect(readFileSync(join(ROOT, 'web/index.html'), 'utf8')).toContain(`href="${CLIENT_PATH.slice(1)}"`);
    const documented = parse(readFileSync(join(ROOT, 'openapi.yaml'), 'utf8')).paths;
    for (const path of [CLIENT_PATH, VERSIONED_CLIENT_PATH]) expect(documented[path].get.responses[200].content).toHaveProperty(['application/gzip']);
  });
});
