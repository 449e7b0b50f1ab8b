// Builds dist/ when it is missing or older than any source file, so `npm start`, the command
// lines and `npx connect-four` work on a fresh clone without a separate build step, and cost
// nothing once built. With --always (npm run build) it builds regardless, and stamps the result
// all the same, so a manual build is not repeated by the next command. Imported by bin/ scripts,
// it works from the package's root wherever the command was run.
import { execSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a build step, saying what it does on stderr, which keeps the command lines' stdout clean. */
function step(what, command) {
  process.stderr.write(`building: ${what}...\n`);
  // tsc reports errors on stdout; they go to stderr too.
  execSync(command, { cwd: root, stdio: ['ignore', 2, 'inherit'] });
}

const stamp = join(root, 'dist', '.build-stamp');
if (process.argv.includes('--always') || !existsSync(stamp) || statSync(stamp).mtimeMs < newestMtime(join(root, 'src'))) {
  const started = performance.now();
  step('compiling the TypeScript sources to dist/', 'npx tsc -p tsconfig.build.json');
  step('the WebAssembly kernels', 'node scripts/build-wasm.mjs --copy-to dist');
  writeFileSync(stamp, '');
  process.stderr.write(`building: done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
// The play page and the client's package keep their own stamps: each rebuilds only when its sources changed.
const always = process.argv.includes('--always') ? ' --always' : '';
execSync(`node scripts/build-web.mjs${always}`, { cwd: root, stdio: ['ignore', 2, 'inherit'] });
execSync(`node scripts/build-client.mjs${always}`, { cwd: root, stdio: ['ignore', 2, 'inherit'] });
