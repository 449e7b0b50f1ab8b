// A command's whole-process figures: the CPU time it used (user + system, read by a hook at its
// exit, so node's own start-up counts and nothing of this process does) and its wall time.
import { spawnSync } from 'node:child_process';

export interface ProcessRun {
  stdout: string;
  status: number | null;
  cpuMs: number;
  wallMs: number;
}

/** Writes the process's CPU time in microseconds as the last line of stderr when it exits. */
const EXIT_HOOK = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('cpu-us '+(u.user+u.system)+'\\n')})`;

/** Runs `node script args` and measures it. */
export function runNode(script: string, args: string[]): ProcessRun {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', EXIT_HOOK, script, ...args], { encoding: 'utf8', timeout: 60_000 });
  const wallMs = performance.now() - started;
  const cpu = /cpu-us (\d+)\n$/.exec(run.stderr);
  if (cpu === null) throw new Error(`node ${script} ${args.join(' ')} reported no CPU time: ${run.stderr}`);
  return { stdout: run.stdout, status: run.status, cpuMs: Number(cpu[1]) / 1000, wallMs };
}
