import { availableParallelism } from 'node:os';
import { compile } from 'proxy-addr';
import { z } from 'zod';

/** A hop count, or the proxies' addresses and CIDR ranges (and express's names `loopback`, `linklocal`, `uniquelocal`). */
export type TrustProxy = number | string[];

/** How one instance is set up: everything the environment may change, with defaults for one self-hosted box. */
export interface ServiceConfig {
  port: number;
  /** Search worker threads. */
  workers: number;
  /** Searches that may wait for a worker once all are busy; beyond that the answer is 503. */
  maxQueue: number;
  /** Milliseconds a search may wait to start before it is refused 503; undefined: what a full queue of the longest searches takes. */
  maxWaitMs: number | undefined;
  /** Milliseconds a cheap search may take on the lane, a thread beside the workers; 0: no lane. */
  laneMs: number;
  /** Largest request body, in the `bytes` syntax express.json takes (`100kb`, `1mb`). */
  bodyLimit: string;
  /** Requests per minute per client address; 0 turns the limit off. */
  rateLimit: number;
  /**
   * Express `trust proxy`: how many reverse-proxy hops, or which proxy addresses and CIDR ranges,
   * may append to X-Forwarded-For; 0 believes no proxy (the connection's own address counts).
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Connections open at once; Node closes any beyond at once. */
  maxConnections: number;
  /** Connections one address may hold open; 0 = no cap (always so behind TRUST_PROXY, where every client shares the proxy's address). */
  addressMaxConnections: number;
  /** A port of its own for /healthz, /readyz and /metrics, or none (they are then on PORT only). */
  probePort: number | undefined;
  /** Bytes of finished reproducible searches kept for repeated questions (estimated heap). */
  cacheBytes: number;
  /** A Redis URL where replicas share reproducible results, or none. */
  cacheUrl: string | undefined;
  /** Milliseconds a Redis command may take before it counts as failed and the lookup as a miss. */
  cacheTimeoutMs: number;
  /** Searches one client may have running or waiting at once. */
  clientMaxSearches: number;
  /** Search seconds a minute per client (address) when there are no API keys. */
  clientSearchSeconds: number;
  /** A file of API keys (`<key> <search seconds a minute, 0 = unlimited> [name]` a line), or none. */
  apiKeysFile: string | undefined;
  /** With API keys: search seconds a minute per address for requests without a key; 0 = key required. */
  anonymousSearchSeconds: number;
  /** Web origins whose pages may call the API (CORS), or '*' for any. */
  corsOrigins: '*' | string[];
}

/*
 * One core is left to the HTTP thread so health checks and parsing stay prompt while every worker
 * searches (a search is pure CPU; two searches on two cores starve the event loop, see STACK.md).
 */
const defaultWorkers = Math.max(1, availableParallelism() - 1);

/** A whole number in a range, refused in the words a person setting it reads ("from 1 to 65535"). */
const whole = (min = 0, max = Number.MAX_SAFE_INTEGER) => {
  const error = max === Number.MAX_SAFE_INTEGER ? `a whole number of at least ${min}` : `a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const count = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) => whole(min, max).default(fallback);

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: count(3000, 0, 65535),
  WORKERS: count(defaultWorkers, 1),
  MAX_QUEUE: whole().optional(),
  MAX_WAIT_MS: whole().optional(),
  // A bot on a one-second move clock still moves in time behind three cheap searches (docs/operations.md).
  LANE_MS: count(250),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(b|kb|mb)?$/i, 'a size such as 100kb or 1mb')
    .default('100kb'),
  RATE_LIMIT: count(600),
  // A list is checked by proxy-addr, the parser express's `trust proxy` hands it to.
  TRUST_PROXY: z.union([
    count(0),
    z
      .string()
      .transform((text) => text.split(/[\s,]+/).filter((entry) => entry !== ''))
      .refine(compilesAsProxies, 'a hop count, or proxy addresses and CIDR ranges such as 10.0.0.0/8,fd00::/8'),
  ]),
  // Each open connection costs a socket and a little memory; a few thousand keep-alive clients fit.
  MAX_CONNECTIONS: count(2048, 1),
  // A browser opens at most 6 connections to a host, a bot a few: 64 leaves room for a shared NAT.
  ADDRESS_MAX_CONNECTIONS: count(64),
  PROBE_PORT: whole(1, 65535).optional(),
  LOG_LEVEL: z.enum(logLevels, { error: `one of ${logLevels.join(', ')}` }).default('info'),
  // 64 MB holds tens of thousands of results (a few hundred bytes to a few KB each).
  CACHE_BYTES: count(64 * 1024 * 1024, 1024),
  CACHE_URL: z.string().regex(/^rediss?:\/\/\S+$/, 'a Redis URL such as redis://host:6379').optional(),
  // Redis answers a GET in well under a millisecond on a cluster network: 10 ms leaves room for a
  // busy event loop, and is all a hung Redis costs a lookup.
  CACHE_TIMEOUT_MS: count(10, 1, 1000),
  CLIENT_MAX_SEARCHES: count(2, 1),
  // A referee match at 1 s a move from one address uses 60 search seconds a minute; 90 leaves room
  // for overruns and a second, shorter match.
  CLIENT_SEARCH_SECONDS: count(90, 1),
  API_KEYS_FILE: z.string().optional(),
  ANONYMOUS_SEARCH_SECONDS: count(0),
  // Any origin by default: the API sets no cookies, and API keys travel in the Authorization header.
  CORS_ORIGINS: z
    .string()
    .default('*')
    .transform((text) => (text.trim() === '*' ? ('*' as const) : text.split(/[\s,]+/).filter((origin) => origin !== '')))
    .pipe(z.union([z.literal('*'), z.array(z.url({ protocol: /^https?$/, error: 'an origin such as https://example.org' }).regex(/^https?:\/\/[^/]+$/, 'an origin (scheme://host[:port], no path)'))])),
});

function compilesAsProxies(list: string[]): boolean {
  try {
    compile(list);
    return list.length > 0;
  } catch {
    return false;
  }
}

/** Whether a proxy is trusted at all: behind one, every connection comes from it. */
export function behindProxy(trustProxy: TrustProxy): boolean {
  return typeof trustProxy === 'number' ? trustProxy > 0 : trustProxy.length > 0;
}

/** A setting the service cannot use (an environment variable, the API keys file): start-up stops with its message alone. */
export class ConfigError extends Error {}

/** A setting's value as the message shows it: quoted, and cut where it is too long to read. */
function quoted(value: string): string {
  return value.length > 40 ? `'${value.slice(0, 40)}…' (${value.length} characters)` : `'${value}'`;
}

/** Reads the configuration from the environment; a bad value stops start-up with its name. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    // One reason a variable: a list of origins may fail two checks at once.
    const reasons = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (!reasons.has(name)) reasons.set(name, `${name} must be ${issue.message}, not ${quoted(env[name] ?? '')}`);
    }
    throw new ConfigError([...reasons.values()].join('; '));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    workers: e.WORKERS,
    // A few searches per worker may wait: enough to absorb a burst, short enough that a waiting
    // request is still answered within a few search times.
    maxQueue: e.MAX_QUEUE ?? 4 * e.WORKERS,
    maxWaitMs: e.MAX_WAIT_MS,
    laneMs: e.LANE_MS,
    bodyLimit: e.BODY_LIMIT,
    rateLimit: e.RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    maxConnections: e.MAX_CONNECTIONS,
    // Behind a proxy the connections come from the proxy, and the client's address is known only
    // once the headers arrived: the ingress in front caps connections by client (docs/deploy.md).
    addressMaxConnections: behindProxy(e.TRUST_PROXY) ? 0 : e.ADDRESS_MAX_CONNECTIONS,
    probePort: e.PROBE_PORT,
    cacheBytes: e.CACHE_BYTES,
    cacheUrl: e.CACHE_URL,
    cacheTimeoutMs: e.CACHE_TIMEOUT_MS,
    clientMaxSearches: e.CLIENT_MAX_SEARCHES,
    clientSearchSeconds: e.CLIENT_SEARCH_SECONDS,
    apiKeysFile: e.API_KEYS_FILE,
    anonymousSearchSeconds: e.ANONYMOUS_SEARCH_SECONDS,
    corsOrigins: e.CORS_ORIGINS,
  };
}
