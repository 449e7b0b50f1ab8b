import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions, type Service } from './app.js';
import { capConnections, connectionLimits, serverOptions, type ConnectionLimits } from './connections.js';
import { expectationsInApp, HOST_CHECKED_IN_APP } from './http-refusals.js';
import { budgetOutput } from './output-budget.js';
import { drainOnClose } from './drain.js';
import { answerParserErrors } from './parser-errors.js';

export interface RunningService {
  server: Server;
  service: Service;
  port: number;
  /** Where /healthz, /readyz and /metrics answer on their own (PROBE_PORT), if set. */
  probePort: number | undefined;
  /**
   * Graceful stop: readiness turns 503, the listener closes, requests in flight are answered,
   * then the workers stop. Connections still open after `graceMs` are cut.
   */
  shutdown(graceMs?: number): Promise<void>;
}

export interface ListenOptions extends AppOptions {
  port: number;
  /** Tests shorten the timeouts; the service uses connectionLimits' values. */
  connections?: Partial<ConnectionLimits>;
}

/** Starts the service on config.port (0 picks a free port). */
export async function listen(config: ListenOptions): Promise<RunningService> {
  const { registry } = config.games;
  // A kernel that cannot load (never built) stops the start, in one line (startup-failure.ts).
  for (const game of registry.games) game.use((definition) => definition.kernels.forEach((kernel) => kernel.module()));
  const service = createApp(config);
  // Ready means able to answer a search within its budget: the workers' set-up comes first.
  await service.pool.warm();
  const limits = { ...connectionLimits(registry, service.config.maxConnections, service.config.addressMaxConnections), ...config.connections };
  const server = createServer({ ...serverOptions(limits), ...HOST_CHECKED_IN_APP });
  server.on('request', budgetOutput(server, service.app));
  expectationsInApp(server);
  capConnections(server, limits);
  const drain = drainOnClose(server);
  answerParserErrors(server, service.logger);
  const port = await listenOn(server, config.port);
  const probes = await listenForProbes(service, limits);
  const probeServer = probes?.server;
  const { workers, maxQueue } = service.config;
  service.logger.info({ port, probePort: probes?.port, workers, maxQueue, cache: service.cache.description }, 'listening');

  let stopping: Promise<void> | undefined;
  const shutdown = (graceMs = 30_000) => {
    stopping ??= (async () => {
      service.beginShutdown();
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      await drain.begin();
      clearTimeout(cut);
      // Probes answer (readiness 503) until the last request is answered.
      probeServer?.closeAllConnections();
      await new Promise((resolve) => (probeServer ? probeServer.close(resolve) : resolve(undefined)));
      await service.close();
    })();
    return stopping;
  };
  return { server, service, port, probePort: probes?.port, shutdown };
}

/** The kubelet and a scraper or two: a few connections at a time. */
const PROBE_CONNECTIONS = 64;

/** The probe server on PROBE_PORT, with the main server's timeouts, if the port is set. */
async function listenForProbes(service: Service, limits: ConnectionLimits): Promise<{ server: Server; port: number } | undefined> {
  if (service.config.probePort === undefined) return undefined;
  const server = createServer({ ...serverOptions(limits), ...HOST_CHECKED_IN_APP }, service.probes);
  expectationsInApp(server);
  server.maxConnections = PROBE_CONNECTIONS;
  return { server, port: await listenOn(server, service.config.probePort) };
}

async function listenOn(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  // A TCP server's address is an AddressInfo once it listens (a string only for pipes).
  return (server.address() as AddressInfo).port;
}
