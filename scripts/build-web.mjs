// Builds the play page (web/) into dist/web/ when it is missing or older than any of its sources:
// esbuild bundles its TypeScript into one module (with the typed client, which the page imports by
// its package name and web/tsconfig.json maps to src/client/) and the static files are copied. `npm start`,
// `npm run build` and `npm test` call it; once built it costs nothing. Type checking is
// `tsc -p web`, in `npm test`.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { newestMtime } from './newest-mtime.mjs';

const source = 'web';
const output = join('dist', 'web');
const stamp = join(output, '.build-stamp');
const staticFiles = readdirSync(source).filter((name) => /\.(html|css|svg)$/.test(name));
const newestSource = Math.max(newestMtime(source), newestMtime(join('src', 'client')));

if (process.argv.includes('--always') || !existsSync(stamp) || statSync(stamp).mtimeMs < newestSource) {
  await build({
    entryPoints: [join(source, 'src', 'main.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    outfile: join(output, 'main.js'),
    tsconfig: join(source, 'tsconfig.json'),
    logLevel: 'warning',
  });
  mkdirSync(output, { recursive: true });
  for (const name of staticFiles) copyFileSync(join(source, name), join(output, name));
  writeFileSync(stamp, '');
}
