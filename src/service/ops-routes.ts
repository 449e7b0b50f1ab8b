import type { Express, RequestHandler } from 'express';
import type { Metrics } from './metrics.js';
import { Problem } from './problem.js';

/** Seconds a client should wait before retrying elsewhere or here once a replacement is up. */
export const RETRY_SHUTDOWN = 5;

/**
 * Liveness and readiness, registered before every other middleware (logging, metrics, headers,
 * client identification): a flood of other requests must not slow them, and they never touch
 * the workers.
 */
export function registerProbes(app: Express, shuttingDown: () => boolean): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', (_req, res, next) => {
    if (shuttingDown()) next(new Problem('shutting-down', 'the service is shutting down', [], RETRY_SHUTDOWN));
    else res.json({ status: 'ready' });
  });
}

/**
 * Prometheus metrics, before the rate limiter so scrapes are never refused. `guards` run first: with
 * API keys, the main port asks the scraper for a key (the probe port never does).
 */
export function registerMetricsRoute(app: Express, metrics: Metrics, ...guards: RequestHandler[]): void {
  app.get('/metrics', ...guards, async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
