import { readFileSync } from 'node:fs';
import express, { type Express } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import type { DestinationStream, Logger } from 'pino';
import { addressKey } from './address-counts.js';
import { Admission } from './admission.js';
import { AnswerMargin } from './answer-margin.js';
import { parseApiKeys } from './api-keys.js';
import { stampApiVersion } from './api-version.js';
import { registerClientPackage } from './client-package.js';
import { clientOf, identifyClients } from './clients.js';
import { compressAnswers } from './compress.js';
import { behindProxy, configFromEnv, type ServiceConfig } from './config.js';
import { crossOrigin, crossOriginResources } from './cors.js';
import { registerDocsRoutes } from './docs-routes.js';
import { errorHandler, notFound } from './errors.js';
import { refuseBadHeaders } from './http-refusals.js';
import { limitFailedAuth } from './failed-auth.js';
import { registerGameRoutes } from './game-routes.js';
import { jsonBody } from './json-body.js';
import { createLogger, requestLogging } from './logging.js';
import { createMetrics, type Metrics } from './metrics.js';
import { registerMetricsRoute, registerProbes, RETRY_SHUTDOWN } from './ops-routes.js';
import { registerPlayPage } from './play-page.js';
import { createProbeApp } from './probe-app.js';
import { Problem } from './problem.js';
import { noteArrival } from './search-route.js';
import { ResultCache } from './result-cache.js';
import { searchBound } from './search-bound.js';
import { RedisStore } from './shared-cache.js';
import { SearchPool, type SearchableGames } from '../workers/search-pool.js';

export interface Service {
  app: Express;
  /** /healthz, /readyz and /metrics alone, for PROBE_PORT. */
  probes: Express;
  /** The configuration in force: the environment's, with the options given over it. */
  config: ServiceConfig;
  logger: Logger;
  metrics: Metrics;
  pool: SearchPool;
  /** Finished reproducible searches: this replica's memory, and the shared store when CACHE_URL is set. */
  cache: ResultCache;
  /** From now on /readyz and every /v1 route answer 503; requests already running go on. */
  beginShutdown(): void;
  /** Lets running searches finish, stops the workers and closes the shared cache. */
  close(): Promise<void>;
}

export interface AppOptions extends Partial<ServiceConfig> {
  /** The games to offer and the worker that searches them (workers/registered-games.ts for the service's). */
  games: SearchableGames;
  /** Milliseconds on a monotonic clock for the search-seconds quotas and answers' `overrunMs`; tests pass their own. */
  now?: () => number;
  /** Where log lines go: stdout unless a test collects them. */
  logDestination?: DestinationStream;
}

/**
 * Builds the whole service: worker pool, cache, metrics and routes. Options override the
 * environment, so tests run small pools and short queues without touching process.env.
 */
export function createApp(options: AppOptions): Service {
  const { games, now, logDestination, ...overrides } = options;
  const { registry } = games;
  const config = { ...configFromEnv(), ...overrides };
  const logger = createLogger(config.logLevel, logDestination);
  // Read before any thread starts: a bad keys file stops start-up naming its line.
  const keys = config.apiKeysFile === undefined ? undefined : parseApiKeys(readFileSync(config.apiKeysFile, 'utf8'), config.apiKeysFile);
  const bound = searchBound(registry, config);
  const pool = new SearchPool({ workers: config.workers, maxQueue: config.maxQueue, worker: games.worker, laneMs: config.laneMs, maxWaitMs: bound.maxWaitMs });
  const cache = new ResultCache(config.cacheBytes, config.cacheUrl === undefined ? undefined : new RedisStore(config.cacheUrl, logger, config.cacheTimeoutMs));
  const metrics = createMetrics(pool, cache, bound);
  let shuttingDown = false;

  // Instances are usually reached over plain HTTP on a private network: asking browsers to upgrade
  // the docs' asset requests to HTTPS would leave /docs blank.
  const securityHeaders = helmet({ contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', behindProxy(config.trustProxy) ? config.trustProxy : false);
  const clock = now ?? (() => performance.now());
  app.use(noteArrival(clock));
  // First, so the probes and the refusals of what Node would refuse itself carry the headers too.
  app.use(securityHeaders, refuseBadHeaders);
  registerProbes(app, () => shuttingDown);
  app.use(requestLogging(logger));
  app.use(metrics.requests);
  app.use(compressAnswers());
  app.use('/v1', stampApiVersion, crossOrigin(config.corsOrigins), crossOriginResources);
  // Only keys can be wrong: an open service has nothing to guess.
  const failedAuth = keys ? [limitFailedAuth()] : [];
  const clientPolicy = { keys, clientSearchSeconds: config.clientSearchSeconds, anonymousSearchSeconds: config.anonymousSearchSeconds };
  // With a probe port, metrics are served there alone. A service that asks for keys does not show
  // its load and routes to anyone either.
  const scraperKey = keys ? [...failedAuth, identifyClients({ ...clientPolicy, anonymousSearchSeconds: 0 })] : [];
  if (config.probePort === undefined) registerMetricsRoute(app, metrics, ...scraperKey);
  // Static files cost nothing to serve: not counted against RATE_LIMIT, which is for the API.
  registerPlayPage(app);
  registerClientPackage(app);

  app.use('/v1', ...failedAuth, identifyClients(clientPolicy));
  if (config.rateLimit > 0) {
    app.use(
      rateLimit({
        windowMs: 60_000,
        limit: config.rateLimit,
        // The same client the search quotas count: its API key, else its address (docs: address only).
        keyGenerator: (req, res) => (res.locals.client ? clientOf(res).id : addressKey(req.ip ?? '')),
        // express-rate-limit reads the key generator's source for its ipKeyGenerator; addressKey calls it.
        validate: { keyGeneratorIpFallback: false },
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        handler: (_req, _res, next) => {
          next(new Problem('rate-limited', `over ${config.rateLimit} requests per minute from this client (RATE_LIMIT)`));
        },
      }),
    );
  }
  registerDocsRoutes(app, registry, keys !== undefined);

  app.use('/v1', (req, res, next) => {
    if (!shuttingDown) return next();
    // Close the connection after this answer so a keep-alive client reconnects to another instance.
    res.set('Connection', 'close');
    const refuse = () => next(new Problem('shutting-down', 'the service is shutting down; retry on another instance', [], RETRY_SHUTDOWN));
    // Once the body is read: a connection closed with part of its request unread is reset, and the
    // reset can reach the client before this answer does.
    if (req.complete) return refuse();
    req.once('end', refuse);
    req.resume();
  });
  registerGameRoutes(app, {
    registry,
    pool,
    cache,
    admission: new Admission({ maxSearches: config.clientMaxSearches, now }),
    metrics,
    now: clock,
    margin: new AnswerMargin(),
    jsonBody: jsonBody(config.bodyLimit),
  });

  app.use(notFound);
  app.use(errorHandler);

  return {
    app,
    probes: createProbeApp(() => shuttingDown, metrics, securityHeaders),
    config,
    logger,
    metrics,
    pool,
    cache,
    beginShutdown() {
      shuttingDown = true;
      pool.refuseWaiting();
    },
    close: async () => {
      await pool.close();
      await cache.close();
    },
  };
}
