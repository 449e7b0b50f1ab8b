import { configFromEnv } from './config.js';
import { listen } from './listen.js';

// `npm start`: serves the API on PORT until SIGTERM or SIGINT, then drains and exits.
const config = configFromEnv();
const running = await listen(config);
const { logger } = running.service;
logger.info({ port: running.port, workers: config.workers, maxQueue: config.maxQueue }, 'listening');

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
