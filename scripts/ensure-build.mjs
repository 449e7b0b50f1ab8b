// Builds dist/ when it is missing or older than any source file, so `npm start` and the command
// lines work on a fresh clone without a separate build step, and cost nothing once built.
// With --always (npm run build) it builds regardless, and stamps the result all the same, so a
// manual build is not repeated by the next command.
import { execSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const stamp = 'dist/.build-stamp';
if (process.argv.includes('--always') || !existsSync(stamp) || statSync(stamp).mtimeMs < newestMtime('src')) {
  // tsc reports errors on stdout; they go to stderr, which keeps the command lines' stdout clean.
  execSync('npx tsc -p tsconfig.build.json', { stdio: ['ignore', 2, 'inherit'] });
  execSync('node scripts/build-wasm.mjs --copy-to dist', { stdio: ['ignore', 2, 'inherit'] });
  writeFileSync(stamp, '');
}
// The play page keeps its own stamp: it rebuilds only when web/ changed.
execSync(`node scripts/build-web.mjs${process.argv.includes('--always') ? ' --always' : ''}`, { stdio: ['ignore', 2, 'inherit'] });
