// The e2e project's globalSetup: builds dist/ when it is missing or older than src/ (scripts/ensure-build.mjs),
// once a run, before any test file starts a service on its compiled search worker (support/compiled-games.ts)
// or runs the compiled command lines.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}
