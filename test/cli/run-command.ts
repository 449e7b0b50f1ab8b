import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiled } from '../support/compiled.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a command-line program, named by its source, in a process of its own as a person would:
 * compiled, as npm's scripts and bins run it.
 */
export function runCommand(source: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}) {
  // The benches are compiled only by `npm run bench` (into dist-bench/), so they run from their source.
  const program = source.startsWith('bench/') ? ['--import', 'tsx', `${root}/${source}`] : [`${root}/${compiled(source)}`];
  const result = spawnSync(process.execPath, [...program, ...args], {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
