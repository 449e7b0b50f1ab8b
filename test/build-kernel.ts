// vitest's globalSetup: builds the Connect 4 kernel when missing or stale, so that a bare
// `npx vitest run` on a fresh clone finds it, as `npm test` does.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build-wasm.mjs'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}
