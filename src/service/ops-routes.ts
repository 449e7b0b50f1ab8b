import type { Express } from 'express';
import type { Metrics } from './metrics.js';
import { Problem } from './problem.js';

/** Seconds a client should wait before retrying elsewhere or here once a replacement is up. */
export const RETRY_SHUTDOWN = 5;

/**
 * Liveness, readiness and metrics. They are registered before the rate limiter and never touch the
 * workers, so they answer at once even while every worker searches.
 */
export function registerOpsRoutes(app: Express, metrics: Metrics, shuttingDown: () => boolean): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  app.get('/readyz', (_req, res, next) => {
    if (shuttingDown()) next(new Problem('shutting-down', 'the service is shutting down', [], RETRY_SHUTDOWN));
    else res.json({ status: 'ready' });
  });

  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
