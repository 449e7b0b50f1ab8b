import { answerHelp } from '../process/help.js';
import { configFromEnv, type ServiceConfig } from './config.js';
import { listen, type RunningService } from './listen.js';
import { startupFailure } from './startup-failure.js';
import { registeredGames } from '../workers/registered-games.js';

// `npm start`: serves the API on PORT until SIGTERM or SIGINT, then drains and exits.
const USAGE = `usage: npm start (or node dist/service/server.js, without the heap flags npm start passes: docs/operations.md, "Memory")
Serves the play page at / and the API under /v1 with its documentation at /docs, on PORT (default 3000).
Settings are environment variables: PORT, WORKERS, MAX_QUEUE, MAX_WAIT_MS, LANE_MS, BODY_LIMIT, RATE_LIMIT, TRUST_PROXY,
CLIENT_MAX_SEARCHES, CLIENT_SEARCH_SECONDS, API_KEYS_FILE, ANONYMOUS_SEARCH_SECONDS, CACHE_BYTES,
CACHE_URL, CACHE_TIMEOUT_MS, MAX_CONNECTIONS, ADDRESS_MAX_CONNECTIONS, PROBE_PORT, LOG_LEVEL (docs/operations.md describes each).`;

answerHelp(process.argv.slice(2), USAGE);

let config: ServiceConfig | undefined;
let running: RunningService;
try {
  config = configFromEnv();
  running = await listen({ ...config, games: registeredGames });
} catch (error) {
  const setting = startupFailure(error, config?.port);
  if (setting === undefined) throw error;
  process.stderr.write(`${setting}\n`);
  process.exit(1);
}
const { logger } = running.service;
process.stderr.write(`Listening: the play page is http://localhost:${running.port}/ and the API documentation http://localhost:${running.port}/docs\n`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    running.shutdown().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
