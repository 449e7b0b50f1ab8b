import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KERNEL_FILE, KernelMissing, kernelModule } from '../../src/games/connect4/kernel.js';
import { startupFailure } from '../../src/service/startup-failure.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let clone: string;

// A copy of the sources without the kernel, as a fresh clone has them: the real one stays for the other tests.
beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'no-kernel-'));
  const kernel = fileURLToPath(KERNEL_FILE);
  cpSync(join(root, 'src'), join(clone, 'src'), { recursive: true, filter: (file) => file !== kernel });
  cpSync(join(root, 'package.json'), join(clone, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'));
});

afterAll(() => rmSync(clone, { recursive: true, force: true }));

describe('the service without the Connect 4 kernel', () => {
  it('refuses to start, in one line naming the missing file and the command that builds it', () => {
    const answer = spawnSync(process.execPath, ['--import', 'tsx', 'src/service/server.ts'], {
      cwd: clone,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', WORKERS: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(answer.status).toBe(1);
    expect(answer.stderr).toBe('cannot start: the Connect 4 kernel src/games/connect4/assembly/kernel.wasm is missing; build it with `node scripts/build-wasm.mjs`\n');
  }, 60_000);

  it('a compiled service names the build that copies the kernel to dist/', () => {
    const missing = new URL('file:///srv/app/dist/games/connect4/assembly/kernel.wasm');
    expect(() => kernelModule(missing)).toThrow(KernelMissing);
    expect(startupFailure(new KernelMissing(missing), 3000)).toMatch(/^cannot start: the Connect 4 kernel \S+dist\/games\/connect4\/assembly\/kernel\.wasm is missing; build it with `npm run build`$/);
  });
});
