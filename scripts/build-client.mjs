// Builds the typed client's npm package (src/client/, packed as packages/client/ describes it) into
// dist/client-package/client.tgz, which the service serves at /client.tgz, when it is missing or
// older than its sources: `npm install http://<host>/client.tgz` is then the whole installation.
// esbuild compiles its two dependencies in (one ES module and one CommonJS file), so installing it
// needs no registry; tsc writes its declarations. Its version is `<contract version>.0.0`, the
// contract's from openapi.yaml, so the package says which service it speaks to. `npm start`,
// `npm run build` and `npm test` call it; once built it costs nothing.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';
import { newestMtime } from './newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = join(root, 'dist', 'client-package');
const stamp = join(output, '.build-stamp');
const contract = join(root, 'openapi.yaml');
const newestSource = Math.max(newestMtime(join(root, 'src', 'client')), newestMtime(join(root, 'packages', 'client')), statSync(contract).mtimeMs);

if (process.argv.includes('--always') || !existsSync(stamp) || statSync(stamp).mtimeMs < newestSource) {
  const stage = join(output, 'package');
  rmSync(output, { recursive: true, force: true });
  mkdirSync(join(stage, 'dist'), { recursive: true });
  // The boardgame.io bridge is an entry of its own: boardgame.io is the user's (a peer), never compiled in.
  const entries = { index: 'index.ts', 'boardgame-io': 'boardgame-io.ts' };
  for (const [name, source] of Object.entries(entries)) {
    const common = { entryPoints: [join(root, 'src', 'client', source)], bundle: true, platform: 'neutral', target: 'es2022', logLevel: 'warning', external: ['boardgame.io', 'boardgame.io/*'] };
    await build({ ...common, format: 'esm', outfile: join(stage, 'dist', `${name}.js`) });
    await build({ ...common, format: 'cjs', outfile: join(stage, 'dist', `${name}.cjs`) });
  }
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(process.execPath, [tsc, '-p', join(root, 'packages', 'client'), '--emitDeclarationOnly', '--outDir', join(stage, 'dist')], { stdio: ['ignore', 2, 'inherit'] });

  const { version } = parse(readFileSync(contract, 'utf8')).info;
  // The manifest as packages/client/ has it, less what only builds it: its dependencies are compiled in.
  const { '//': _, scripts: __, devDependencies: ___, ...manifest } = JSON.parse(readFileSync(join(root, 'packages', 'client', 'package.json'), 'utf8'));
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify({ ...manifest, version: `${version}.0.0` }, null, 2)}\n`);
  copyFileSync(join(root, 'packages', 'client', 'README.md'), join(stage, 'README.md'));
  const packed = execFileSync('npm', ['pack', stage, '--pack-destination', output, '--ignore-scripts', '--json'], { cwd: output, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  renameSync(join(output, JSON.parse(packed)[0].filename), join(output, 'client.tgz'));
  rmSync(stage, { recursive: true });
  writeFileSync(stamp, '');
}
