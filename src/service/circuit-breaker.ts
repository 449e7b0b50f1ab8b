/**
 * Stops calling a dependency that keeps failing: after `threshold` failures in a row it opens for
 * `coolDownMs`, during which nothing is sent; then the next call is a trial, and its success closes it.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;

  constructor(
    private readonly threshold: number,
    private readonly coolDownMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a call may go out now: always while closed, and once the cool-down is over. */
  get allows(): boolean {
    return this.failures < this.threshold || this.now() >= this.openUntil;
  }

  /** True while calls are being held back. */
  get open(): boolean {
    return !this.allows;
  }

  succeeded(): void {
    this.failures = 0;
  }

  failed(): void {
    this.failures++;
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.coolDownMs;
  }
}
