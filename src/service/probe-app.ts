import express, { type Express, type RequestHandler } from 'express';
import { errorHandler, notFound } from './errors.js';
import { refuseBadHeaders } from './http-refusals.js';
import type { Metrics } from './metrics.js';
import { registerMetricsRoute, registerProbes } from './ops-routes.js';

/**
 * /healthz, /readyz and /metrics alone, for PROBE_PORT: the orchestrator and the scraper reach them
 * on a port no client uses, so no flood of connections or requests on PORT can make a healthy
 * instance look dead. No key is asked: the port is meant to be reachable from the cluster only.
 */
export function createProbeApp(shuttingDown: () => boolean, metrics: Metrics, securityHeaders: RequestHandler): Express {
  const probes = express();
  probes.disable('x-powered-by');
  probes.use(securityHeaders, refuseBadHeaders);
  registerProbes(probes, shuttingDown);
  registerMetricsRoute(probes, metrics);
  probes.use(notFound);
  probes.use(errorHandler);
  return probes;
}
