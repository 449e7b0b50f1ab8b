import type { Request, RequestHandler, Response } from 'express';
import { addressKey } from './address-counts.js';
import { fingerprint, type KeyHolder } from './api-keys.js';
import { Problem } from './problem.js';

/** Who a request counts against: an API key's holder, or an address (behind TRUST_PROXY hops). */
export interface Client {
  id: string;
  /** Search seconds a minute this client may use; Infinity for no limit. */
  searchSeconds: number;
  /** The setting the quota comes from, for the 429's message. */
  quotaName: string;
}

export interface ClientPolicy {
  /** The keys of API_KEYS_FILE by fingerprint; undefined when no file is configured (an open service). */
  keys: ReadonlyMap<string, KeyHolder> | undefined;
  /** CLIENT_SEARCH_SECONDS: every address's quota when there are no keys. */
  clientSearchSeconds: number;
  /** ANONYMOUS_SEARCH_SECONDS: each address's quota without a key when there are keys; 0 = key required. */
  anonymousSearchSeconds: number;
}

const BEARER = /^Bearer +(\S+) *$/i;

/** The client identifyClients found for this request (set on every /v1 request). */
export function clientOf(res: Response): Client {
  // res.locals is express's untyped per-request bag; identifyClients put a Client there.
  return res.locals.client as Client;
}

/**
 * Tells the request's client. IPv6 addresses count by their /56 network, since one host can use
 * any address of its network. Without API_KEYS_FILE an Authorization header is ignored.
 */
export function identifyClients(policy: ClientPolicy): RequestHandler {
  const unauthorized = (detail: string) => new Problem('unauthorized', detail, [{ path: 'Authorization', code: 'unauthorized', reason: detail }]);
  const byAddress = (req: Request, searchSeconds: number, quotaName: string): Client => ({
    id: `ip:${addressKey(req.ip ?? '')}`,
    searchSeconds,
    quotaName,
  });
  return (req, res, next) => {
    const { keys } = policy;
    const header = req.get('authorization');
    if (!keys) {
      res.locals.client = byAddress(req, policy.clientSearchSeconds, 'CLIENT_SEARCH_SECONDS');
    } else if (header !== undefined) {
      const key = BEARER.exec(header)?.[1];
      if (key === undefined) return next(unauthorized('the Authorization header must be "Bearer <key>"'));
      const hash = fingerprint(key);
      const holder = keys.get(hash);
      if (!holder) return next(unauthorized('unknown API key'));
      // By fingerprint, not name: two keys given the same name are still two clients.
      res.locals.client = { id: `key:${hash.slice(0, 16)}:${holder.name}`, searchSeconds: holder.searchSeconds, quotaName: 'API_KEYS_FILE' } satisfies Client;
    } else if (policy.anonymousSearchSeconds === 0) {
      return next(unauthorized('an API key is required: send "Authorization: Bearer <key>"'));
    } else {
      res.locals.client = byAddress(req, policy.anonymousSearchSeconds, 'ANONYMOUS_SEARCH_SECONDS');
    }
    next();
  };
}
