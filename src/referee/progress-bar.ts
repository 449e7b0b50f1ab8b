/** A stream that may be a terminal (process.stderr is one when not redirected). */
type Out = NodeJS.WritableStream & { isTTY?: boolean };

/** 1h 02m 03s, 2m 03s or 3s. */
export function duration(ms: number): string {
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (x: number) => String(x).padStart(2, '0');
  if (h > 0) return `${h}h ${two(m)}m ${two(s)}s`;
  return m > 0 ? `${m}m ${two(s)}s` : `${s}s`;
}

/**
 * Progress of a long command-line run with its elapsed time and an estimate of the time left. On
 * a terminal the bar is redrawn in place with a carriage return; into a file or a pipe each step
 * is a plain line, so a log holds no control characters.
 */
export class ProgressBar {
  private static readonly WIDTH = 30;
  private done = 0;
  /** Steps done in this run, which are what the estimate extrapolates (not steps read from an earlier run). */
  private timed = 0;
  private readonly started: number;

  constructor(
    private readonly out: Out,
    private readonly total: number,
    private readonly label: string,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  /** Counts one more step done now and redraws the bar. */
  advance(): void {
    this.timed++;
    this.step();
  }

  /** Counts a step an earlier run did (a record read back), which says nothing of the time a step takes. */
  skip(): void {
    this.step();
  }

  private step(): void {
    this.done++;
    const elapsed = this.now() - this.started;
    const left = this.total - this.done;
    const eta = left === 0 ? 'done' : this.timed === 0 ? 'ETA unknown' : `ETA ${duration((elapsed / this.timed) * left)}`;
    const filled = Math.round((ProgressBar.WIDTH * this.done) / this.total);
    const line = `${this.label} [${'#'.repeat(filled)}${'.'.repeat(ProgressBar.WIDTH - filled)}] ${this.done}/${this.total}, elapsed ${duration(elapsed)}, ${eta}`;
    if (this.out.isTTY !== true) {
      this.out.write(`${line}\n`);
      return;
    }
    // Clears to the end of the line, since the new text may be shorter than the old.
    this.out.write(`\r${line}\x1b[K`);
    if (left === 0) this.out.write('\n');
  }
}
