import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheHit, ResultCache } from './result-cache.js';
import type { SearchBound } from './search-bound.js';
import type { SearchPool } from '../workers/search-pool.js';

export interface Metrics {
  readonly registry: Registry;
  /** Counts every request and its latency by route template and status. */
  readonly requests: RequestHandler;
  /** A search that ran on a worker ended (stopReason `cancelled` when its client left). */
  searchDone(game: string, algorithm: string, stopReason: string, seconds: number): void;
  /** A search answered from the cache: this replica's memory or the shared store (Redis). */
  cacheHit(game: string, tier: CacheHit['tier']): void;
}

/**
 * The route template (`/v1/games/:game/best-move`), so labels stay few whatever the URLs; `other`
 * for what no route matched (docs assets, unknown paths). Routes are registered on the app with
 * full paths, so the template needs no base URL.
 */
function routeOf(req: Request): string {
  return req.route ? String(req.route.path) : 'other';
}

/**
 * One registry per app, so several apps (tests) never share counters. Default metrics bring the
 * event-loop lag (nodejs_eventloop_lag_*), which shows whether the workers starve the HTTP thread.
 */
export function createMetrics(pool: SearchPool, cache: ResultCache, bound: SearchBound): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestCount = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status ("closed" when the client left before the answer).',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const searches = new Counter({
    name: 'searches_total',
    help: 'Searches run on a worker, by how they stopped.',
    labelNames: ['game', 'algorithm', 'stop_reason'] as const,
    registers: [registry],
  });
  const searchSeconds = new Histogram({
    name: 'search_duration_seconds',
    help: 'Time a search held a worker.',
    labelNames: ['game', 'algorithm'] as const,
    buckets: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: 'search_cache_hits_total',
    help: 'Answers served from the cache of finished reproducible searches, by tier: memory (this replica) or shared (Redis).',
    labelNames: ['game', 'tier'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'search_queue_length',
    help: 'Searches waiting for a free worker.',
    registers: [registry],
    collect() {
      this.set(pool.queued);
    },
  });
  new Gauge({
    name: 'search_cache_bytes',
    help: 'Estimated heap held by the result cache in memory, at most CACHE_BYTES.',
    registers: [registry],
    collect() {
      this.set(cache.bytes);
    },
  });
  // Only with CACHE_URL: a 0 without one would read as an outage.
  if (cache.sharedState !== 'none') {
    new Gauge({
      name: 'search_shared_cache_up',
      help: 'The shared cache (CACHE_URL): 1 while it takes commands, 0 while it is down or held back after failures.',
      registers: [registry],
      collect() {
        this.set(cache.sharedState === 'up' ? 1 : 0);
      },
    });
  }
  new Gauge({
    name: 'search_answer_bound_seconds',
    help: 'Longest an admitted search takes to end in its answer or a 503 with Retry-After: MAX_WAIT_MS to start, the longest search a game allows, 1 s to deliver.',
    registers: [registry],
  }).set(bound.answerMs / 1000);
  new Gauge({
    name: 'search_workers_busy',
    help: 'Workers running a search.',
    registers: [registry],
    collect() {
      this.set(pool.pending - pool.queued);
    },
  });

  return {
    registry,
    requests(req, res, next) {
      const start = process.hrtime.bigint();
      res.once('close', () => {
        const labels = { method: req.method, route: routeOf(req), status: res.writableFinished ? String(res.statusCode) : 'closed' };
        requestCount.inc(labels);
        requestSeconds.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
      });
      next();
    },
    searchDone(game, algorithm, stopReason, seconds) {
      searches.inc({ game, algorithm, stop_reason: stopReason });
      searchSeconds.observe({ game, algorithm }, seconds);
    },
    cacheHit(game, tier) {
      cacheHits.inc({ game, tier });
    },
  };
}
