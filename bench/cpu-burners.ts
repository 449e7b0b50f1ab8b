// CPU burners, one per core, for benches that measure the service or the engine on a busy machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Starts one busy loop per core at this niceness (by default the lowest priority, which loads the
 * machine but yields to everything else; 0 competes as a player's other programs do); the returned
 * function stops them.
 */
export function burnEveryCore(niceness = 19): () => void {
  const burners: ChildProcess[] = Array.from({ length: availableParallelism() }, () =>
    spawn('nice', ['-n', String(niceness), process.execPath, '-e', 'for (;;);'], { stdio: 'ignore' }),
  );
  const stop = () => burners.forEach((burner) => burner.kill());
  // A bench that throws still leaves no burner behind.
  process.once('exit', stop);
  return stop;
}
