/** A one-line progress bar redrawn in place (carriage return), for long command-line runs. */
export class ProgressBar {
  private static readonly WIDTH = 30;
  private done = 0;

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly total: number,
    private readonly label: string,
  ) {}

  /** Counts one more step done and redraws the bar. */
  advance(): void {
    this.done++;
    const filled = Math.round((ProgressBar.WIDTH * this.done) / this.total);
    this.out.write(`\r${this.label} [${'#'.repeat(filled)}${'.'.repeat(ProgressBar.WIDTH - filled)}] ${this.done}/${this.total}`);
    if (this.done === this.total) this.out.write('\n');
  }
}
