import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The service's command line as `npm start` runs it, from package.json's start script, with this
 * process's Node for `node`: the benches and load tests measure the service with the runtime's
 * settings it ships with (the Dockerfile's CMD is the same line, test/code/start-command.test.ts).
 * `nodeFlags` go before the script's own, for a test's instruments.
 */
export function startCommand(...nodeFlags: string[]): { command: string; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = scripts.start.split(' ');
  if (node !== 'node') throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  return { command: process.execPath, args: [...nodeFlags, ...args] };
}
