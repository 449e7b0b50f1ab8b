import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { addressKey } from './address-counts.js';
import { Problem } from './problem.js';

/** Wrong keys an address may present a minute: enough for typos, far too few to guess a key. */
export const FAILED_AUTH_LIMIT = 10;
const WINDOW_MS = 60_000;
/** Addresses remembered at once: a flood from many addresses evicts the oldest, never grows the heap. */
const ADDRESSES = 10_000;

/**
 * Counts the requests of each address that presented an API key the service refused (401 with an
 * Authorization header) and refuses that address with 429 once it has made FAILED_AUTH_LIMIT of
 * them in a minute, before the key is even looked at. Requests without a key are not guesses and
 * are not counted. Placed before authentication, so a guesser never learns more than a 429.
 */
export function limitFailedAuth(): RequestHandler {
  const failures = new LRUCache<string, number>({ max: ADDRESSES, ttl: WINDOW_MS, ttlAutopurge: false });
  return (req, res, next) => {
    const address = addressKey(req.ip ?? '');
    const failed = failures.get(address) ?? 0;
    if (failed >= FAILED_AUTH_LIMIT) {
      const retry = Math.max(1, Math.ceil(failures.getRemainingTTL(address) / 1000));
      next(new Problem('rate-limited', `over ${FAILED_AUTH_LIMIT} wrong API keys a minute from this address`, [], retry));
      return;
    }
    res.once('finish', () => {
      if (res.statusCode !== 401 || req.get('authorization') === undefined) return;
      // The window starts at the first failure: later ones keep its end (noUpdateTTL).
      failures.set(address, (failures.get(address) ?? 0) + 1, { noUpdateTTL: failures.has(address) });
    });
    next();
  };
}
