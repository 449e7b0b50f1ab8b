import type { SearchTask } from './search-task.js';

/** Weight of the newest search in the running average of search durations. */
const NEWEST = 0.2;

/**
 * How long the searches already accepted should keep the workers busy, for the Retry-After of a
 * 503. A search on the clock is expected to take its time limit (iterative deepening uses it); a
 * depth- or node-limited one has the maximum time as its limit but usually ends long before it, so
 * it is expected to take what recent such searches took.
 */
export class WorkEstimate {
  /** Running average of how long depth- or node-limited searches held a worker, in ms. */
  private typicalMs: number | undefined;
  private readonly startedAt = new Map<SearchTask, number>();
  private readonly waiting = new Set<SearchTask>();
  /** The searches not on the clock. */
  private readonly limited = new WeakSet<SearchTask>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Tells the estimate of a search before it waits or runs; `onClock` when only time limits it. */
  accept(task: SearchTask, onClock: boolean): void {
    if (!onClock) this.limited.add(task);
  }

  addWaiting(task: SearchTask): void {
    this.waiting.add(task);
  }

  dropWaiting(task: SearchTask): void {
    this.waiting.delete(task);
  }

  startRunning(task: SearchTask): void {
    this.startedAt.set(task, this.now());
  }

  finishRunning(task: SearchTask): void {
    const started = this.startedAt.get(task);
    if (started === undefined) return;
    this.startedAt.delete(task);
    // A search whose client left stopped early: its time says nothing of how long searches take.
    if (!this.limited.has(task) || Atomics.load(task.cancel, 0) !== 0) return;
    const took = this.now() - started;
    this.typicalMs = this.typicalMs === undefined ? took : this.typicalMs + NEWEST * (took - this.typicalMs);
  }

  /** Milliseconds of work left in the running and waiting searches, summed over all of them. */
  remainingMs(): number {
    const now = this.now();
    let total = 0;
    for (const [task, started] of this.startedAt) total += Math.max(0, this.expectedMs(task) - (now - started));
    for (const task of this.waiting) total += this.expectedMs(task);
    return total;
  }

  private expectedMs(task: SearchTask): number {
    const limit = task.search.timeMs;
    return this.limited.has(task) ? Math.min(limit, this.typicalMs ?? limit) : limit;
  }
}
