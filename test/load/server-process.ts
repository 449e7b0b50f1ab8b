import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startCommand } from '../../bench/start-command.js';

/** The service in a process of its own, compiled and started as `npm start` starts it in production. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Settles with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the service (dist/, which the load tests' global setup builds) with these settings over a
 * quiet default (port 0, no logs) and waits until it listens. `nodeFlags` add a test's instruments.
 */
export async function startServer(env: Record<string, string>, ...nodeFlags: string[]): Promise<ServerProcess> {
  const { command, args } = startCommand(...nodeFlags);
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let err = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      err += String(chunk);
      const listening = /Listening: the play page is http:\/\/localhost:(\d+)\//.exec(err);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then((code) => reject(new Error(`the service exited with ${code} before listening: ${err}`)));
  });
  return { child, port, exited };
}
