// Builds dist/ when it is missing or older than any source file, so `npm start` and the command
// lines work on a fresh clone without a separate build step, and cost nothing once built.
// With --always (npm run build) it builds regardless, and stamps the result all the same, so a
// manual build is not repeated by the next command.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return t;
}

const stamp = 'dist/.build-stamp';
if (process.argv.includes('--always') || !existsSync(stamp) || statSync(stamp).mtimeMs < newest('src')) {
  // tsc reports errors on stdout; they go to stderr, which keeps the command lines' stdout clean.
  execSync('npx tsc -p tsconfig.build.json', { stdio: ['ignore', 2, 'inherit'] });
  execSync('node scripts/build-wasm.mjs --copy-to dist', { stdio: ['ignore', 2, 'inherit'] });
  writeFileSync(stamp, '');
}
// The play page keeps its own stamp: it rebuilds only when web/ changed.
execSync(`node scripts/build-web.mjs${process.argv.includes('--always') ? ' --always' : ''}`, { stdio: ['ignore', 2, 'inherit'] });
