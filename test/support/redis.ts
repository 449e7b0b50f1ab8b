import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';

/*
 * Debian's redis-server (.ci/run installs it) for the shared cache tests, started on a free port.
 * Without the binary the tests are skipped, and say so.
 */
const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
export const redisMissing = found.error ? `redis-server is not installed (${found.error.message}); apt-get install redis-server` : undefined;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A redis-server on loopback that keeps nothing on disk; `extra` adds its own options (`--requirepass`). */
export function startRedis(port: number, extra: string[] = []): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extra], { stdio: 'ignore' });
}

/** Resolves once Redis at the URL takes connections. */
export async function redisAnswers(url: string): Promise<void> {
  const probe = createClient({ url, socket: { reconnectStrategy: 50 } });
  probe.on('error', () => undefined);
  await probe.connect();
  await probe.close();
}
