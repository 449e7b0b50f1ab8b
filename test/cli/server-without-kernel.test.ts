import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/games/index.js';
import { KernelMissing } from '../../src/games/wasm-kernel.js';
import { startupFailure } from '../../src/service/startup-failure.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const src = join(root, 'src');
let app: string;

/** Every kernel of the four games, as its game declares it: its name and its file under src/. */
const kernels = registry.games.flatMap((game) => game.use((definition) => definition.kernels.map((k) => ({ name: k.name, file: fileURLToPath(k.file) }))));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assembly' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// The service compiled to dist/ as `npm run build` lays it out, with every kernel copied beside
// its module: transpiled by esbuild, which takes a second where tsc takes half a minute.
beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'no-kernel-'));
  await build({ entryPoints: sources(src), outdir: join(app, 'dist'), outbase: src, format: 'esm', platform: 'node', logLevel: 'warning' });
  for (const { file } of kernels) cpSync(file, join(app, 'dist', relative(src, file)));
  copyFileSync(join(root, 'package.json'), join(app, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(app, 'node_modules'));
}, 60_000);

afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('the compiled service without one of its kernels', () => {
  it('declares the three kernels', () => {
    expect(kernels.map((k) => k.name).sort()).toEqual(['Amazons', 'Connect 4', 'Pylos']);
  });

  for (const { name, file } of kernels) {
    it(`refuses to start without the ${name} kernel, in one line naming the file and the command that builds it`, () => {
      const built = join(app, 'dist', relative(src, file));
      const aside = `${built}.aside`;
      renameSync(built, aside);
      try {
        const answer = spawnSync(process.execPath, ['dist/service/server.js'], {
          cwd: app,
          env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', WORKERS: '1' },
          encoding: 'utf8',
          timeout: 25_000,
        });
        expect(answer.status).toBe(1);
        expect(answer.stderr).toBe(`cannot start: the ${name} kernel ${relative(app, built)} is missing; build it with \`npm run build\`\n`);
      } finally {
        renameSync(aside, built);
      }
    }, 30_000);
  }

  it('names the build of the sources when the service runs from src/', () => {
    const missing = new URL('file:///srv/app/src/games/pylos/assembly/kernel.wasm');
    expect(startupFailure(new KernelMissing('Pylos', missing), 3000)).toMatch(
      /^cannot start: the Pylos kernel \S+src\/games\/pylos\/assembly\/kernel\.wasm is missing; build it with `node scripts\/build-wasm\.mjs`$/,
    );
  });
});
