import type { Logger } from 'pino';
import type * as Redis from 'redis';
import { CircuitBreaker } from './circuit-breaker.js';
import { buildId } from './version.js';

/** Where results are shared between replicas: strings by key, best effort. */
export interface SharedStore {
  /** The value, or undefined when it is absent or the store cannot answer in time. */
  get(key: string): Promise<string | undefined>;
  /** Stores the value without waiting; a failure is only logged. */
  set(key: string, value: string): void;
  /** Drops a value its reader found unusable, saying why, once: a broken entry is read and logged no more. */
  discard(key: string, reason: string): void;
  close(): Promise<void>;
  /** Where it is, for the start-up log: never a password. */
  readonly description: string;
  /** Whether commands go out now: connected, and not held back after failures. */
  readonly reachable: boolean;
}

/** Failures in a row after which Redis is left alone for BREAK_MS: a hung Redis then costs nothing. */
const BREAK_AFTER = 3;
const BREAK_MS = 1_000;
/** Reconnection attempts are at most this far apart, so a restarted Redis is used again within a second. */
const RECONNECT_MAX_MS = 1_000;
/** Results are reproducible forever, but a release changes them: a day keeps Redis to the live ones. */
const TTL_SECONDS = 24 * 3600;

const LATE = Symbol('late');

/** A client that fails commands at once while disconnected and reconnects in the background. */
function redisClient(redis: typeof Redis, url: string) {
  return redis.createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), RECONNECT_MAX_MS) },
  });
}

/** Redis' errors for a wrong password or user (AUTH, HELLO): WRONGPASS, or NOAUTH when none was given. */
const REFUSED_CREDENTIALS = /^(WRONGPASS|NOAUTH)\b/;

/** The URL without its user and password. */
function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  parsed.username = '';
  parsed.password = '';
  return parsed.toString();
}

/**
 * Reproducible results in Redis (CACHE_URL), under keys that carry the service's build. Redis is
 * an optimisation only: while it is down the service warns once and goes on with its memory cache,
 * commands fail at once instead of queueing (disableOfflineQueue), and the client reconnects in the
 * background. node-redis has no dependable per-command timeout, so each command races a short timer,
 * and a circuit breaker stops sending after a few failures: a Redis that accepts connections but
 * never answers costs a lookup `commandMs` at most, and nothing while the breaker is open.
 */
export class RedisStore implements SharedStore {
  /** Made once node-redis has loaded: a third of a second that only a service with CACHE_URL pays. */
  private client: ReturnType<typeof redisClient> | undefined;
  private closed = false;
  private readonly prefix = `move-service:${buildId()}:`;
  private readonly breaker = new CircuitBreaker(BREAK_AFTER, BREAK_MS);
  private down = false;
  private refusedCredentials = false;
  private readonly discarding = new Set<string>();
  readonly description: string;

  /** `commandMs` (CACHE_TIMEOUT_MS): a command slower than this counts as failed and its lookup as a miss. */
  constructor(
    url: string,
    private readonly logger: Logger,
    private readonly commandMs: number,
  ) {
    this.description = `redis ${withoutCredentials(url)}`;
    import('redis')
      .then((redis) => {
        if (this.closed) return;
        const client = redisClient(redis, url);
        client.on('error', (err: Error) => this.unavailable(err));
        client.on('ready', () => this.answered());
        client.connect().catch((err: Error) => this.unavailable(err));
        this.client = client;
      })
      .catch((err: Error) => this.unavailable(err));
  }

  get reachable(): boolean {
    return this.usable !== undefined;
  }

  /** The client while commands go out: loaded, connected, and not held back after failures. */
  private get usable(): ReturnType<typeof redisClient> | undefined {
    return this.client?.isReady === true && this.breaker.allows ? this.client : undefined;
  }

  async get(key: string): Promise<string | undefined> {
    const client = this.usable;
    if (client === undefined) return undefined;
    return (await this.timed(client.get(this.prefix + key))) ?? undefined;
  }

  set(key: string, value: string): void {
    const client = this.usable;
    if (client !== undefined) void this.timed(client.set(this.prefix + key, value, { EX: TTL_SECONDS }));
  }

  discard(key: string, reason: string): void {
    // Requests that read the entry before it is gone log it once between them.
    if (this.discarding.has(key)) return;
    this.discarding.add(key);
    this.logger.warn({ key: this.prefix + key, reason }, 'a shared cache (CACHE_URL) entry is unusable: searching instead, and deleting it');
    const client = this.usable;
    const deleted = client !== undefined ? this.timed(client.del(this.prefix + key)) : Promise.resolve();
    void deleted.finally(() => this.discarding.delete(key));
  }

  /** At once: a graceful close would wait for the answers a hung Redis never sends, and a cache loses nothing worth waiting for. */
  close(): Promise<void> {
    this.closed = true;
    this.client?.destroy();
    return Promise.resolve();
  }

  /** The command's answer, or undefined when it failed or was late (both counted by the breaker). */
  private async timed<T>(command: Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<typeof LATE>((resolve) => (timer = setTimeout(() => resolve(LATE), this.commandMs)));
    try {
      const answer = await Promise.race([command, late]);
      if (answer === LATE) {
        this.failed(new Error(`no answer within ${this.commandMs} ms (CACHE_TIMEOUT_MS)`));
        return undefined;
      }
      this.answered();
      return answer;
    } catch (err) {
      this.failed(err instanceof Error ? err : new Error(String(err)));
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  private answered(): void {
    this.breaker.succeeded();
    if (this.down) this.logger.info('the shared cache (CACHE_URL) is reachable again');
    this.down = this.refusedCredentials = false;
  }

  private failed(err: Error): void {
    this.breaker.failed();
    if (this.breaker.open) this.unavailable(err);
  }

  /**
   * One warning an outage, not one a request; but a refused password is said apart, even after a
   * warning for another cause: on a loaded machine the first attempt often times out before Redis
   * gets to refuse the password, and the warning then named only the timeout.
   */
  private unavailable(err: Error): void {
    if (REFUSED_CREDENTIALS.test(err.message)) {
      if (!this.refusedCredentials) {
        this.logger.error({ reason: err.message }, 'the shared cache (CACHE_URL) refuses its user or password: check CACHE_URL; going on with the memory cache alone');
      }
      this.refusedCredentials = this.down = true;
      return;
    }
    if (this.down) return;
    this.down = true;
    this.logger.warn({ reason: err.message }, 'the shared cache (CACHE_URL) is unavailable: going on with the memory cache alone');
  }
}
