// CPU burners at nice 19, one per core, for benches that measure the service on a busy machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Starts one busy loop per core at the lowest priority; the returned function stops them. */
export function burnEveryCore(): () => void {
  const burners: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn('nice', ['-n', '19', process.execPath, '-e', 'for (;;);'], { stdio: 'ignore' }),
  );
  const stop = () => burners.forEach((burner) => burner.kill());
  // A bench that throws still leaves no burner behind.
  process.once('exit', stop);
  return stop;
}
