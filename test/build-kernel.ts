// vitest's globalSetup: builds every game's WebAssembly kernel (Connect 4, Amazons, Pylos) and the
// client's package (which the service serves at /client.tgz) when missing or stale, once a run, so
// that a bare `npx vitest run` on a fresh clone finds them, as `npm test` does.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const script of ['scripts/build-wasm.mjs', 'scripts/build-client.mjs']) execFileSync(process.execPath, [script], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
}
