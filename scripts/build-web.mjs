// Builds the play page (web/) into dist/web/ when it is missing or older than any of its sources:
// the TypeScript modules compiled by tsc (the browser loads them as ES modules, no bundler) and the
// static files copied. `npm start`, `npm run build` and `npm test` call it; once built it costs nothing.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const source = 'web';
const output = join('dist', 'web');
const stamp = join(output, '.build-stamp');
const staticFiles = readdirSync(source).filter((name) => /\.(html|css|svg)$/.test(name));

if (process.argv.includes('--always') || !existsSync(stamp) || statSync(stamp).mtimeMs < newestMtime(source)) {
  execFileSync(join('node_modules', '.bin', 'tsc'), ['-p', join(source, 'tsconfig.json')], { stdio: ['ignore', 2, 'inherit'] });
  mkdirSync(output, { recursive: true });
  for (const name of staticFiles) copyFileSync(join(source, name), join(output, name));
  writeFileSync(stamp, '');
}
