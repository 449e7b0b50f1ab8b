import { existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's package.json: above bench/ in the sources, above dist-bench/bench/ compiled. */
function packageJson(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(`${dir}/package.json`)) return `${dir}/package.json`;
    if (dirname(dir) === dir) throw new Error('start-command: no package.json above bench/');
  }
}

/**
 * The service's command line as `npm start` runs it, from package.json's start script, with this
 * process's Node for `node`: the benches and load tests measure the service with the runtime's
 * settings it ships with (the Dockerfile's CMD is the same line, test/code/start-command.test.ts).
 * `nodeFlags` go before the script's own, for a test's instruments.
 */
export function startCommand(...nodeFlags: string[]): { command: string; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(packageJson(), 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = scripts.start.split(' ');
  if (node !== 'node') throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  return { command: process.execPath, args: [...nodeFlags, ...args] };
}
