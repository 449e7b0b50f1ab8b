import type { Logger } from 'pino';
import { createClient } from 'redis';
import { SERVICE_VERSION } from './version.js';

/** Where results are shared between replicas: strings by key, best effort. */
export interface SharedStore {
  /** The value, or undefined when it is absent or the store cannot answer in time. */
  get(key: string): Promise<string | undefined>;
  /** Stores the value without waiting; a failure is only logged. */
  set(key: string, value: string): void;
  close(): Promise<void>;
}

/** A lookup slower than this is treated as a miss: searching again beats waiting on a sick Redis. */
const LOOKUP_MS = 100;
/** Results are reproducible forever, but a release changes them: a day keeps Redis to the live ones. */
const TTL_SECONDS = 24 * 3600;

/**
 * Reproducible results in Redis (CACHE_URL), under keys that carry the service's version. Redis is
 * an optimisation only: while it is down the service warns once and goes on with its memory cache,
 * commands fail at once instead of queueing (disableOfflineQueue), and the client reconnects in the
 * background.
 */
export class RedisStore implements SharedStore {
  private readonly client;
  private readonly prefix = `move-service:${SERVICE_VERSION}:`;
  private down = false;

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 5000) },
    });
    this.client.on('error', (err: Error) => this.unavailable(err));
    this.client.on('ready', () => {
      if (this.down) logger.info('the shared cache (CACHE_URL) is reachable again');
      this.down = false;
    });
    this.client.connect().catch((err: Error) => this.unavailable(err));
  }

  async get(key: string): Promise<string | undefined> {
    if (!this.client.isReady) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), LOOKUP_MS)));
    try {
      return (await Promise.race([this.client.get(this.prefix + key), late])) ?? undefined;
    } catch (err) {
      this.unavailable(err instanceof Error ? err : new Error(String(err)));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  set(key: string, value: string): void {
    if (!this.client.isReady) return;
    this.client.set(this.prefix + key, value, { EX: TTL_SECONDS }).catch((err: Error) => this.unavailable(err));
  }

  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close();
    else this.client.destroy();
  }

  /** One warning an outage, not one a request. */
  private unavailable(err: Error): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn({ reason: err.message }, 'the shared cache (CACHE_URL) is unavailable: going on with the memory cache alone');
  }
}
