import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/service/config.js';

describe('configuration from the environment', () => {
  it('has defaults for one self-hosted instance', () => {
    const workers = Math.max(1, availableParallelism() - 1);
    expect(configFromEnv({})).toEqual({
      port: 3000,
      workers,
      maxQueue: 4 * workers,
      maxWaitMs: undefined,
      laneMs: 250,
      bodyLimit: '100kb',
      rateLimit: 600,
      trustProxy: 0,
      logLevel: 'info',
      maxConnections: 2048,
      addressMaxConnections: 64,
      probePort: undefined,
      cacheBytes: 64 * 1024 * 1024,
      cacheUrl: undefined,
      cacheTimeoutMs: 10,
      clientMaxSearches: 2,
      clientSearchSeconds: 90,
      apiKeysFile: undefined,
      anonymousSearchSeconds: 0,
      corsOrigins: '*',
    });
  });

  it('reads every variable, empty ones meaning unset', () => {
    const config = configFromEnv({ PORT: '8080', WORKERS: '3', MAX_QUEUE: '0', BODY_LIMIT: '1mb', RATE_LIMIT: '0', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 8080, workers: 3, maxQueue: 0, bodyLimit: '1mb', rateLimit: 0, logLevel: 'info' });
  });

  it('stops start-up naming a bad value', () => {
    expect(() => configFromEnv({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => configFromEnv({ BODY_LIMIT: 'lots' })).toThrow(/BODY_LIMIT/);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => configFromEnv({ CORS_ORIGINS: 'https://example.org/page' })).toThrow(/CORS_ORIGINS.*origin/);
    expect(() => configFromEnv({ CORS_ORIGINS: 'example.org' })).toThrow(/CORS_ORIGINS/);
  });

  it('says in plain words what a setting takes and what it was given', () => {
    expect(() => configFromEnv({ PORT: 'abc' })).toThrow("PORT must be a whole number from 0 to 65535, not 'abc'");
    expect(() => configFromEnv({ WORKERS: '1.5' })).toThrow("WORKERS must be a whole number of at least 1, not '1.5'");
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of fatal, error, .*, not 'loud'$/);
    expect(() => configFromEnv({ CORS_ORIGINS: 'example.org' })).toThrow(/^CORS_ORIGINS must be an origin such as https:\/\/example.org, not 'example.org'$/);
    expect(() => configFromEnv({ CACHE_URL: 'x'.repeat(100) })).toThrow(/not 'x{40}…' \(100 characters\)$/);
  });

  it('reads CORS_ORIGINS as a list of origins (commas or spaces), or * for any', () => {
    expect(configFromEnv({ CORS_ORIGINS: 'https://a.example, http://localhost:5173' }).corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(configFromEnv({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
  });
});

describe('connections by address', () => {
  it('caps each address unless a proxy stands in front, where every client shares its address', () => {
    expect(configFromEnv({ ADDRESS_MAX_CONNECTIONS: '10' }).addressMaxConnections).toBe(10);
    expect(configFromEnv({ ADDRESS_MAX_CONNECTIONS: '10', TRUST_PROXY: '1' }).addressMaxConnections).toBe(0);
    expect(configFromEnv({ PROBE_PORT: '9090' }).probePort).toBe(9090);
    expect(() => configFromEnv({ PROBE_PORT: '0' })).toThrow(/PROBE_PORT/);
  });
});
