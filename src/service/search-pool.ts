import { Piscina } from 'piscina';
import { registry as fourGames } from '../games/index.js';
import type { GameRegistry } from '../games/registry.js';
import { wallClock, type SearchOutcome, type SearchRequest, type SearchTask } from './search-task.js';

/** Every worker is busy and the queue is full. */
export class QueueFullError extends Error {
  constructor() {
    super('every search worker is busy and the queue is full');
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

/**
 * The worker threads that run searches, so the HTTP thread never computes. The queue bound is kept
 * here rather than by piscina, which also lets tasks wait for workers that are still starting.
 */
export class SearchPool {
  private readonly piscina: Piscina<SearchTask, SearchOutcome>;
  private readonly capacity: number;
  /** Searches handed to the pool and not yet settled: running plus waiting. */
  private active = 0;

  constructor(options: SearchPoolOptions) {
    this.capacity = options.workers + options.maxQueue;
    this.piscina = new Piscina({
      filename: options.workerFile ?? DEFAULT_SEARCH_WORKER,
      minThreads: options.workers,
      maxThreads: options.workers,
      execArgv: typescript ? ['--import', 'tsx'] : undefined,
    });
  }

  /** Searches waiting for a worker. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  /** Searches handed to the pool and not finished (running or waiting). */
  get pending(): number {
    return this.active;
  }

  /**
   * Runs a search on a worker. Aborting `signal` (the client went away) raises the shared flag the
   * engine polls, so the worker stops within a few thousand nodes and stays alive for the next
   * request; the answer is then null or a cut-short result nobody reads.
   */
  async run(request: SearchRequest, signal: AbortSignal): Promise<SearchOutcome> {
    if (this.active >= this.capacity) throw new QueueFullError();
    const cancel = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const stop = () => Atomics.store(cancel, 0, 1);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    this.active++;
    try {
      const task: SearchTask = { ...request, cancel, submittedAt: wallClock() };
      return await this.piscina.run(task);
    } finally {
      this.active--;
      signal.removeEventListener('abort', stop);
    }
  }

  /** Lets running searches finish, then stops the workers. */
  close(): Promise<void> {
    return this.piscina.close();
  }
}
