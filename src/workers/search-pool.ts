import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Progress } from '../analysis/analyse.js';
import type { GameRegistry } from '../games/registry.js';
import { FairQueue } from './fair-queue.js';
import { LanePolicy } from './lane-policy.js';
import { wallClock, type SearchOutcome, type SearchRequest, type SearchTask, type WarmUpTask } from './search-task.js';
import { WorkEstimate } from './work-estimate.js';

/** Every worker is busy and the queue is full, or the search waited as long as a search may. */
export class QueueFullError extends Error {
  constructor(
    /** Seconds until the work already accepted is expected to be done. */
    readonly retryAfter: number,
    message = 'every search worker is busy and the queue is full',
  ) {
    super(message);
  }
}

/** The pool stopped taking work (shutdown) before this search could start. */
export class PoolStoppingError extends Error {
  constructor() {
    super('the service is shutting down; this search did not start');
  }
}

export interface SearchPoolOptions {
  workers: number;
  /** Searches allowed to wait once every worker is busy. */
  maxQueue: number;
  /** The worker module, whose default export runs a task (searchTaskRunner). */
  worker: string;
  /**
   * Milliseconds a cheap search may take: with more than 0, a thread beside the workers (the lane)
   * serves searches that fit in it while every worker is busy, so that they do not wait behind long ones.
   */
  laneMs?: number;
  /**
   * Milliseconds a search may wait to start (on the lane or a worker) before it is refused with
   * QueueFullError; unlimited by default. With it, every search ends within this plus its own time.
   */
  maxWaitMs?: number;
}

/**
 * The games a service or a referee offers, and the worker module that searches them: a module
 * whose default export is searchTaskRunner over the same registry.
 */
export interface SearchableGames {
  registry: GameRegistry;
  worker: string;
}

/** Whose turn a search takes, and whether only the clock limits it (for the 503's Retry-After). */
export interface RunOptions {
  owner: string;
  onClock: boolean;
  /** Told of each finished iteration, in order, all before the outcome settles. */
  onProgress?: (progress: Progress) => void;
  /** Told when the search leaves the queue for a thread. */
  onStart?: () => void;
}

/** The thread beside the workers for cheap searches. */
interface Lane {
  pool: SearchPool;
  /** Milliseconds a search may hold it before it is cut and waits for a worker. */
  ms: number;
  policy: LanePolicy;
}

/** A search waiting for a worker, and how to answer its caller once it has run (or never will). */
interface Waiting {
  owner: string;
  task: SearchTask;
  /** The caller's signal: it takes the search out of the queue now, and stops it once running. */
  signal: AbortSignal;
  options: RunOptions;
  settle(outcome: Promise<SearchOutcome>): void;
}

/**
 * The worker threads that run searches, so the HTTP thread never computes. Searches are handed to
 * piscina only when a worker is free; until then they wait here, in a queue that takes turns
 * between clients (owners), so one client's flood cannot keep another's searches waiting.
 */
export class SearchPool {
  private readonly piscina: Piscina<SearchTask | WarmUpTask, SearchOutcome>;
  private readonly workers: number;
  private readonly maxQueue: number;
  private readonly maxWaitMs: number;
  private readonly waiting = new FairQueue<Waiting>();
  /** Searches on a worker, by owner. */
  private readonly runningBy = new Map<string, number>();
  private running = 0;
  private readonly estimate = new WorkEstimate();
  private stopping = false;
  /** One thread of its own for cheap searches, the milliseconds a search may hold it, and who may use it. */
  private readonly lane: Lane | undefined;
  /** Settles once every worker has prepared its games; no search is dispatched, nor its clock started, before. */
  private readonly ready: Promise<void>;

  constructor(options: SearchPoolOptions) {
    this.workers = options.workers;
    this.maxQueue = options.maxQueue;
    this.maxWaitMs = options.maxWaitMs ?? Infinity;
    const laneMs = options.laneMs ?? 0;
    this.lane =
      laneMs > 0
        ? { pool: new SearchPool({ workers: 1, maxQueue: options.maxQueue, worker: options.worker, maxWaitMs: options.maxWaitMs }), ms: laneMs, policy: new LanePolicy(laneMs) }
        : undefined;
    this.piscina = new Piscina({
      filename: options.worker,
      minThreads: options.workers,
      maxThreads: options.workers,
      // A worker given as TypeScript source (npm run dev, a test's own worker) needs tsx loaded too.
      execArgv: options.worker.endsWith('.ts') ? ['--import', 'tsx'] : undefined,
    });
    const task: WarmUpTask = { warmUp: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)), workers: this.workers };
    this.ready = Promise.all(Array.from({ length: this.workers }, () => this.piscina.run(task))).then(() => undefined);
    // Its failure is reported by warm() and by every search that waits for it, not as an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  /**
   * Resolves once every worker has loaded its module and prepared its games (searchTaskRunner), so
   * that the service listens only then; rejects with the error of a worker that failed to. The
   * lane's thread too: a cheap search is the one that can least afford the set-up.
   */
  async warm(): Promise<void> {
    await Promise.all([this.ready, this.lane?.pool.warm()]);
  }

  /** Searches waiting for a worker. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Searches handed to the pool and not finished (running or waiting). */
  get pending(): number {
    return this.running + this.waiting.length;
  }

  /**
   * Runs a search on a worker, in its owner's turn. Aborting `signal` (the client went away) takes a
   * waiting search out of the queue (answer null), or raises the shared flag the engine polls, so the
   * worker stops within a few thousand nodes and stays alive for the next request; the answer is
   * then a cut-short result nobody reads.
   */
  run(request: SearchRequest, signal: AbortSignal, options: RunOptions = { owner: '', onClock: true }): Promise<SearchOutcome> {
    if (this.stopping) return Promise.reject(new PoolStoppingError());
    const startBy = performance.now() + this.maxWaitMs;
    if (this.lane !== undefined && this.running >= this.workers && this.lane.policy.admits(options.owner, request, options.onClock, this.lane.pool.pending)) {
      return this.viaLane(this.lane, request, signal, options, startBy);
    }
    return this.queue(request, signal, options, startBy);
  }

  /**
   * A search that may be cheap, while every worker is busy: the lane runs it, and cuts it once it has
   * held the lane for the lane's milliseconds. Its progress is held back until it finishes there, so
   * that a search cut and then run again on a worker reports each iteration once. Cut, or refused by
   * a full lane, it waits for a worker like any other search, within the same time to start.
   */
  private async viaLane(lane: Lane, request: SearchRequest, signal: AbortSignal, options: RunOptions, startBy: number): Promise<SearchOutcome> {
    const cut = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const held: Progress[] = [];
    const onStart = () => {
      options.onStart?.();
      timer = setTimeout(() => cut.abort(), lane.ms);
    };
    const onProgress = options.onProgress && ((progress: Progress) => held.push(progress));
    let outcome: SearchOutcome = null;
    try {
      outcome = await lane.pool.run(request, AbortSignal.any([signal, cut.signal]), { ...options, onStart, onProgress });
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
    } finally {
      clearTimeout(timer);
    }
    if (signal.aborted) return null;
    if (cut.signal.aborted) lane.policy.cut(options.owner, request);
    if (outcome === null || cut.signal.aborted) return this.queue(request, signal, options, startBy);
    lane.policy.fitted(options.owner, request);
    for (const progress of held) options.onProgress?.(progress);
    return outcome;
  }

  /** Runs the search on a free worker, or queues it until one is free and its turn comes, or until `startBy`. */
  private queue(request: SearchRequest, signal: AbortSignal, options: RunOptions, startBy: number): Promise<SearchOutcome> {
    const { owner, onClock } = options;
    const cancel = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const task: SearchTask = { ...request, cancel, submittedAt: wallClock() };
    this.estimate.accept(task, onClock);
    if (this.running < this.workers) {
      this.waiting.served(owner);
      return this.start(owner, task, signal, options);
    }
    if (this.waiting.length >= this.maxQueue) return Promise.reject(new QueueFullError(this.retryAfter()));
    const waitMs = startBy - performance.now();
    if (waitMs <= 0) return Promise.reject(this.waitedTooLong());
    return new Promise((resolve, reject) => {
      let expiry: NodeJS.Timeout | undefined;
      const entry: Waiting = {
        owner,
        task,
        signal,
        options,
        settle: (outcome) => {
          signal.removeEventListener('abort', leave);
          clearTimeout(expiry);
          outcome.then(resolve, reject);
        },
      };
      const takeOut = (): boolean => {
        if (!this.waiting.remove(owner, entry)) return false;
        signal.removeEventListener('abort', leave);
        clearTimeout(expiry);
        this.estimate.dropWaiting(task);
        this.forgetIfIdle(owner);
        return true;
      };
      const leave = () => {
        if (takeOut()) resolve(null);
      };
      if (signal.aborted) return resolve(null);
      signal.addEventListener('abort', leave, { once: true });
      // setTimeout takes at most 2^31 - 1 ms; an unlimited wait needs no timer.
      if (Number.isFinite(waitMs)) {
        expiry = setTimeout(() => {
          if (takeOut()) reject(this.waitedTooLong());
        }, waitMs);
      }
      this.waiting.push(owner, entry);
      this.estimate.addWaiting(task);
    });
  }

  /** Seconds until the work accepted is expected to be done, for a refusal's Retry-After. */
  private retryAfter(): number {
    return Math.max(1, Math.ceil(this.estimate.remainingMs() / this.workers / 1000));
  }

  private waitedTooLong(): QueueFullError {
    return new QueueFullError(this.retryAfter(), `no search worker was free within ${this.maxWaitMs / 1000} s, the longest a search may wait to start`);
  }

  private async start(owner: string, task: SearchTask, signal: AbortSignal, { onProgress, onStart }: RunOptions): Promise<SearchOutcome> {
    const stop = () => Atomics.store(task.cancel, 0, 1);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    this.running++;
    this.runningBy.set(owner, (this.runningBy.get(owner) ?? 0) + 1);
    this.estimate.startRunning(task);
    try {
      // A worker still preparing its games would spend the search's clock on them.
      await this.ready;
      // Its client left meanwhile: nobody would read the answer.
      if (signal.aborted) return null;
      task.dispatchedAt = wallClock();
      onStart?.();
      return onProgress === undefined ? await this.piscina.run(task) : await this.runWatched(task, onProgress);
    } finally {
      signal.removeEventListener('abort', stop);
      this.estimate.finishRunning(task);
      this.running--;
      const left = this.runningBy.get(owner)! - 1;
      if (left > 0) this.runningBy.set(owner, left);
      else this.runningBy.delete(owner);
      this.forgetIfIdle(owner);
      this.startNext();
    }
  }

  /**
   * Runs a task whose iterations the caller watches: the worker posts each on its end of a channel,
   * then null once done. The outcome travels on piscina's own channel, which may overtake the last
   * progress messages, so it is handed on only once the null (or the channel's close, should the
   * worker die) has come.
   */
  private async runWatched(task: SearchTask, onProgress: (progress: Progress) => void): Promise<SearchOutcome> {
    const { port1, port2 } = new MessageChannel();
    const finished = new Promise<void>((resolve) => {
      port1.once('close', resolve);
      port1.on('message', (message) => {
        if (message === null) resolve();
        // Posted by the worker's runner: a Progress, or null after the last one.
        else onProgress(message as Progress);
      });
    });
    try {
      return await this.piscina.run({ ...task, progress: port2 }, { transferList: [port2] });
    } finally {
      // A no-op once port2 went to the worker; closes the channel should the task never have left.
      port2.close();
      await finished;
      port1.close();
    }
  }

  private startNext(): void {
    while (this.running < this.workers) {
      const next = this.waiting.shift();
      if (!next) return;
      this.estimate.dropWaiting(next.task);
      next.settle(this.start(next.owner, next.task, next.signal, next.options));
    }
  }

  private forgetIfIdle(owner: string): void {
    if (!this.runningBy.has(owner)) this.waiting.forget(owner);
  }

  /**
   * Stops taking work: every search still waiting is answered at once with PoolStoppingError, so
   * only the running ones need the shutdown's grace period.
   */
  refuseWaiting(): void {
    this.stopping = true;
    this.lane?.pool.refuseWaiting();
    for (const entry of this.waiting.drain()) {
      this.estimate.dropWaiting(entry.task);
      entry.settle(Promise.reject(new PoolStoppingError()));
    }
  }

  /** Lets running searches finish, then stops the workers. */
  async close(): Promise<void> {
    this.refuseWaiting();
    await Promise.all([this.piscina.close(), this.lane?.pool.close()]);
  }
}
