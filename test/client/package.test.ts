import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningService } from '../../src/service/listen.js';
import { testListen } from '../service/helpers.js';

/*
 * The client as another project gets it: packed from packages/client, installed from the tarball
 * into an empty TypeScript project (its two dependencies from npm's cache, or else the registry), type-checked
 * strictly and run against the service.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);
const npm = (args: string[], cwd: string) => run('npm', [...args, '--no-audit', '--no-fund'], { cwd, env: { ...process.env, npm_config_update_notifier: 'false' } });
const serverPackages = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).dependencies as Record<string, string>);

const project = mkdtempSync(join(tmpdir(), 'client-user-'));
let service: RunningService;
let files: string[];
let tarball: string;

beforeAll(async () => {
  service = await testListen({ maxQueue: 2 });
  const { stdout } = await npm(['pack', '--workspace', 'packages/client', '--pack-destination', project, '--json'], root);
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  files = packed.files.map((f) => f.path).sort();
  tarball = join(project, packed.filename);
}, 120_000);
afterAll(async () => {
  await service.shutdown();
  rmSync(project, { recursive: true, force: true });
});

/** A user's program: strict TypeScript with no Node types, as a browser project would compile it. */
const userCode = (url: string) => `
import { MoveServiceClient, ServiceError } from 'board-game-move-client';

const service = new MoveServiceClient('${url}');
const { games } = await service.games();
const depths: number[] = [];
const best = await service.bestMove('connect4', { position: { moves: '4453' }, search: { depth: 4 } }, { onProgress: (info) => depths.push(info.depth) });
// @ts-expect-error: a game the service does not have is a compile error
await service.legalMoves('chess', { position: {} }).catch((e: unknown) => e instanceof ServiceError);
console.log(JSON.stringify({ games: games.map((g) => g.id), move: best.move.notation, depths }));
`;

describe('the client installed from its packed tarball', () => {
  test('the tarball holds the built client and its package.json, and no server package', () => {
    expect(files).toEqual(expect.arrayContaining(['package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/client.js', 'dist/event-stream.js']));
    for (const path of files) expect(path).toMatch(/^(package\.json|README\.md|dist\/[a-z-]+\.(js|d\.ts))$/);
    const manifest = JSON.parse(readFileSync(join(root, 'packages/client/package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['eventsource-parser', 'ky']);
  });

  test('installs into an empty TypeScript project with only its own dependencies, type-checks, and calls the service', async () => {
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'client-user', private: true, type: 'module' }));
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'NodeNext', strict: true, lib: ['ES2022', 'DOM'], types: [], skipLibCheck: false } }));
    writeFileSync(join(project, 'main.ts'), userCode(`http://127.0.0.1:${service.port}`));
    await npm(['install', '--prefer-offline', tarball], project);

    const installed = readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.')).sort();
    expect(installed).toEqual(['board-game-move-client', 'eventsource-parser', 'ky']);
    for (const name of serverPackages) expect(installed).not.toContain(name);

    await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', project]);
    const { stdout } = await run(process.execPath, [join(project, 'main.js')]);
    const answer = JSON.parse(stdout);
    expect(answer.games).toEqual(expect.arrayContaining(['connect4', 'line-em-up', 'pylos', 'amazons']));
    expect(answer.move).toMatch(/^[1-7]$/);
    // Live progress came through the event stream, deepening in order.
    expect(answer.depths.length).toBeGreaterThan(0);
    expect(answer.depths).toEqual([...answer.depths].sort((a: number, b: number) => a - b));
  }, 120_000);
});
