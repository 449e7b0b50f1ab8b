import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type AppOptions, type Service } from './app.js';
import { capConnections, connectionLimits, serverOptions, type ConnectionLimits } from './connections.js';
import { answerParserErrors } from './parser-errors.js';
import { DEFAULT_GAMES } from './search-pool.js';

export interface RunningService {
  server: Server;
  service: Service;
  port: number;
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
  const service = createApp(config);
  // Ready means able to answer a search within its budget: the workers' set-up comes first.
  await service.pool.warm();
  const { registry } = config.games ?? DEFAULT_GAMES;
  const limits = { ...connectionLimits(registry, service.config.maxConnections), ...config.connections };
  const server = createServer(serverOptions(limits), service.app);
  capConnections(server, limits);
  answerParserErrors(server, service.logger);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, resolve);
  });
  // A TCP server's address is an AddressInfo once it listens (a string only for pipes).
  const port = (server.address() as AddressInfo).port;

  let stopping: Promise<void> | undefined;
  const shutdown = (graceMs = 30_000) => {
    stopping ??= (async () => {
      service.beginShutdown();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections are closed as soon as their request in flight is answered.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(idle);
      clearTimeout(cut);
      await service.close();
    })();
    return stopping;
  };
  return { server, service, port, shutdown };
}
