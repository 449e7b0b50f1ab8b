import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Progress } from '../analysis/analyse.js';
import type { Admission } from './admission.js';
import { clientOf } from './clients.js';
import { problemOf } from './errors.js';
import { EventStream, wantsEventStream } from './event-stream.js';
import type { Metrics } from './metrics.js';
import { RETRY_SHUTDOWN } from './ops-routes.js';
import { Problem, problemDetails } from './problem.js';
import type { AnswerMargin } from './answer-margin.js';
import type { ResultCache } from './result-cache.js';
import { isSeeded } from '../analysis/search-options.js';
import { PoolStoppingError, QueueFullError, type SearchPool } from '../workers/search-pool.js';
import type { SearchAnswer, SearchOutcome, SearchRequest } from '../workers/search-task.js';

export interface SearchRouteDeps {
  pool: SearchPool;
  cache: ResultCache;
  admission: Admission;
  metrics: Metrics;
  /** Milliseconds on a monotonic clock, for the answer's `overrunMs`; tests pass their own. */
  now: () => number;
  /** How long before `timeMs` searches stop, learnt from the latest answers. */
  margin: AnswerMargin;
}

/** What the route adds to a worker's statistics. */
export interface AnswerTerms {
  /** How long the search waited for a worker. */
  queuedMs: number;
  cached: boolean;
  /** How much later than its `timeMs` the search was answered, when it was. */
  overrunMs?: number;
}

/** A search a route has read and checked, and how its answer reads. */
export interface SearchJob<T extends SearchAnswer> {
  request: SearchRequest;
  /** The result cache's key for exactly this search. */
  key: string;
  /** True when only the clock limits the search (for the 503's Retry-After). */
  onClock: boolean;
  /** This route's kind of answer, which a shared cache entry must match to be used. */
  shape: z.ZodType<T>;
  /** The worker's answer as this route's kind of answer, or undefined when it is another kind. */
  narrow(answer: SearchAnswer): T | undefined;
  /** The body of the plain JSON answer, which a stream's `result` event also carries. */
  body(result: T, terms: AnswerTerms): unknown;
  /** An `info` event's data from the worker's progress. */
  progress(progress: Progress): unknown;
}

/**
 * Notes when each request came, on `now`'s clock, before its body is read or anything else runs:
 * an answer's lateness counts from there.
 */
export function noteArrival(now: () => number): RequestHandler {
  return (_req, res, next) => {
    res.locals.arrivedAt = now();
    next();
  };
}

function arrivalOf(res: Response): number | undefined {
  const { arrivedAt } = res.locals;
  return typeof arrivedAt === 'number' ? arrivedAt : undefined;
}

function whyNotStarted(err: unknown): unknown {
  if (err instanceof QueueFullError) return new Problem('overloaded', err.message, [], err.retryAfter);
  if (err instanceof PoolStoppingError) return new Problem('shutting-down', err.message, [], RETRY_SHUTDOWN);
  return err;
}

/**
 * Answers a search from the cache or a worker, as one JSON body or, when the client accepts
 * text/event-stream, as an `info` event per finished iteration and then a `result` event with the
 * same body. The stream opens with its first event, so errors found before the search runs keep
 * their status; a failure after that is an `error` event with the problem's body.
 */
export async function answerSearch<T extends SearchAnswer>(req: Request, res: Response, deps: SearchRouteDeps, job: SearchJob<T>): Promise<void> {
  const { pool, cache, admission, metrics, now, margin } = deps;
  // The answer is due `timeMs` after the request came, plus whatever time the search spent waiting for a worker.
  const arrived = arrivalOf(res) ?? now();
  const { game, search } = job.request;
  const stream = wantsEventStream(req) ? new EventStream(res) : undefined;
  const deliver = (body: unknown) => {
    if (stream === undefined) res.json(body);
    else {
      stream.send('result', body);
      stream.end();
    }
  };
  const narrowed = (answer: SearchAnswer): T => {
    const result = job.narrow(answer);
    if (result === undefined) throw new Error(`a ${game} search answered another route's kind of answer`);
    return result;
  };

  // A client that hangs up stops its search: the worker is needed for requests still waiting.
  // Listened for before the cache lookup, which may wait on Redis while the client leaves.
  const gone = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) gone.abort();
  });

  const hit = await cache.get(job.key, job.shape);
  if (hit) {
    metrics.cacheHit(game, hit.tier);
    deliver(job.body(narrowed(hit.result), { queuedMs: 0, cached: true }));
    return;
  }
  if (gone.signal.aborted) return;

  const client = clientOf(res);
  const ticket = admission.admit(client, search.timeMs);
  // Progress arrives in a MessagePort listener, where a throw would be uncaught: a failure to
  // forward it ends the search instead of the process.
  const onProgress =
    stream &&
    ((progress: Progress) => {
      if (gone.signal.aborted) return;
      try {
        stream.send('info', job.progress(progress));
      } catch (err) {
        req.log.error({ err }, 'could not forward search progress');
        gone.abort();
      }
    });
  let outcome: SearchOutcome = null;
  const marginMs = margin.ms;
  const submitted = now();
  let waited = 0;
  const onStart = () => (waited = now() - submitted);
  try {
    outcome = await pool.run({ ...job.request, marginMs }, gone.signal, { owner: client.id, onClock: job.onClock, onProgress, onStart });
  } catch (err) {
    const problem = whyNotStarted(err);
    if (!stream?.started) throw problem;
    stream.send('error', problemDetails(problemOf(problem, req)));
    stream.end();
    return;
  } finally {
    // Charged with the time the search held a worker, whether or not anyone reads its answer.
    ticket.finish(outcome ? outcome.result.stats.timeMs / 1000 : 0);
  }
  if (outcome === null) {
    metrics.searchDone(game, search.algorithm, 'cancelled', 0);
    return;
  }
  const { result, queuedMs } = outcome;
  metrics.searchDone(game, search.algorithm, result.stats.stopReason, result.stats.timeMs / 1000);
  if (gone.signal.aborted) return;
  // A level's pick without a seed drew one: the next call may differ, so it is never kept.
  if (isSeeded(search)) cache.offer(job.key, result);
  const elapsed = now() - arrived - waited;
  margin.observe(elapsed, search.timeMs, marginMs, result.stats.stopReason);
  const late = elapsed - search.timeMs;
  if (late > 0) req.log.info({ overrunMs: late, timeMs: search.timeMs, searchMs: result.stats.timeMs, queuedMs: waited }, 'a search answered later than its timeMs');
  deliver(job.body(narrowed(result), { queuedMs, cached: false, overrunMs: late > 0 ? Math.round(late * 1000) / 1000 : undefined }));
}
