// The CPU time of the calling thread alone. process.cpuUsage() counts every thread of the process,
// V8's compiler and collector threads too: during the first thousands of small solves its
// optimizing compiler's threads used as much CPU as the solves themselves (docs/connect4.md).
import { readFileSync } from 'node:fs';

/** Linux's per-thread scheduler clock: nanoseconds on a CPU, the first field. */
const SCHEDSTAT = '/proc/thread-self/schedstat';

function schedstatMicros(): number | undefined {
  try {
    return Number(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) / 1000;
  } catch {
    return undefined;
  }
}

const perThread = schedstatMicros() !== undefined;

/** Microseconds of CPU: this thread's where the system tells it, else the process's (`threadCpu.scope` says which). */
export const threadCpu = {
  scope: perThread ? 'this thread' : 'the whole process',
  micros(): number {
    if (perThread) return schedstatMicros()!;
    const { user, system } = process.cpuUsage();
    return user + system;
  },
};
