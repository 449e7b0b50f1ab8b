import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { Progress } from '../analysis/analyse.js';
import { registry as fourGames } from '../games/index.js';
import type { GameRegistry } from '../games/registry.js';
import { FairQueue } from './fair-queue.js';
import { wallClock, type SearchOutcome, type SearchRequest, type SearchTask, type WarmUpTask } from './search-task.js';
import { WorkEstimate } from './work-estimate.js';

/** Every worker is busy and the queue is full. */
export class QueueFullError extends Error {
  constructor(
    /** Seconds until the work already accepted is expected to be done. */
    readonly retryAfter: number,
  ) {
    super('every search worker is busy and the queue is full');
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
  /** The worker module, whose default export runs a task (searchTaskRunner); the four games' by default. */
  workerFile?: string;
}

/*
 * Tests and `npm run dev` run the TypeScript sources, the built service runs dist/: the worker is
 * whichever sibling of this module exists, and TypeScript needs tsx loaded in the worker too.
 */
const typescript = import.meta.url.endsWith('.ts');
export const DEFAULT_SEARCH_WORKER = new URL(`./search-worker.${typescript ? 'ts' : 'js'}`, import.meta.url).href;

/**
 * The games a service or a referee offers, and the worker module that searches them: a module
 * whose default export is searchTaskRunner over the same registry.
 */
export interface SearchableGames {
  registry: GameRegistry;
  searchWorker: string;
}

export const DEFAULT_GAMES: SearchableGames = { registry: fourGames, searchWorker: DEFAULT_SEARCH_WORKER };

/** Whose turn a search takes, and whether only the clock limits it (for the 503's Retry-After). */
export interface RunOptions {
  owner: string;
  onClock: boolean;
  /** Told of each finished iteration, in order, all before the outcome settles. */
  onProgress?: (progress: Progress) => void;
}

/** A search waiting for a worker, and how to answer its caller once it has run (or never will). */
interface Waiting {
  owner: string;
  task: SearchTask;
  /** The caller's signal: it takes the search out of the queue now, and stops it once running. */
  signal: AbortSignal;
  onProgress?: (progress: Progress) => void;
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
  private readonly waiting = new FairQueue<Waiting>();
  /** Searches on a worker, by owner. */
  private readonly runningBy = new Map<string, number>();
  private running = 0;
  private readonly estimate = new WorkEstimate();
  private stopping = false;

  constructor(options: SearchPoolOptions) {
    this.workers = options.workers;
    this.maxQueue = options.maxQueue;
    this.piscina = new Piscina({
      filename: options.workerFile ?? DEFAULT_SEARCH_WORKER,
      minThreads: options.workers,
      maxThreads: options.workers,
      execArgv: typescript ? ['--import', 'tsx'] : undefined,
    });
  }

  /**
   * Resolves once every worker has loaded its module and prepared its games (searchTaskRunner), so
   * that the service listens only then; rejects with the error of a worker that failed to.
   */
  async warm(): Promise<void> {
    const task: WarmUpTask = { warmUp: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)), workers: this.workers };
    await Promise.all(Array.from({ length: this.workers }, () => this.piscina.run(task)));
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
  run(request: SearchRequest, signal: AbortSignal, { owner, onClock, onProgress }: RunOptions = { owner: '', onClock: true }): Promise<SearchOutcome> {
    if (this.stopping) return Promise.reject(new PoolStoppingError());
    const cancel = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const task: SearchTask = { ...request, cancel, submittedAt: wallClock() };
    this.estimate.accept(task, onClock);
    if (this.running < this.workers) {
      this.waiting.served(owner);
      return this.start(owner, task, signal, onProgress);
    }
    if (this.waiting.length >= this.maxQueue) {
      return Promise.reject(new QueueFullError(Math.max(1, Math.ceil(this.estimate.remainingMs() / this.workers / 1000))));
    }
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        owner,
        task,
        signal,
        onProgress,
        settle: (outcome) => {
          signal.removeEventListener('abort', leave);
          outcome.then(resolve, reject);
        },
      };
      const leave = () => {
        if (!this.waiting.remove(owner, entry)) return;
        this.estimate.dropWaiting(task);
        this.forgetIfIdle(owner);
        resolve(null);
      };
      if (signal.aborted) return resolve(null);
      signal.addEventListener('abort', leave, { once: true });
      this.waiting.push(owner, entry);
      this.estimate.addWaiting(task);
    });
  }

  private async start(owner: string, task: SearchTask, signal: AbortSignal, onProgress?: (progress: Progress) => void): Promise<SearchOutcome> {
    const stop = () => Atomics.store(task.cancel, 0, 1);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    this.running++;
    this.runningBy.set(owner, (this.runningBy.get(owner) ?? 0) + 1);
    this.estimate.startRunning(task);
    try {
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
      next.settle(this.start(next.owner, next.task, next.signal, next.onProgress));
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
    for (const entry of this.waiting.drain()) {
      this.estimate.dropWaiting(entry.task);
      entry.settle(Promise.reject(new PoolStoppingError()));
    }
  }

  /** Lets running searches finish, then stops the workers. */
  close(): Promise<void> {
    this.refuseWaiting();
    return this.piscina.close();
  }
}
