import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import { Problem } from './problem.js';
import { cut } from './long-input.js';

/**
 * Node answers an HTTP/1.1 request without a Host header (400) and one whose Expect it does not
 * know (417) itself, before express sees them, with an empty body and none of the security
 * headers. With this option and `expectationsInApp`, both reach the app, and `refuseBadHeaders`
 * answers them as problems like every other refusal.
 */
export const HOST_CHECKED_IN_APP = { requireHostHeader: false } as const;

/** Hands requests with an Expect header other than 100-continue to the app instead of Node's bare 417. */
export function expectationsInApp(server: Server): void {
  server.on('checkExpectation', (req, res) => server.emit('request', req, res));
}

/** What Node would have refused on its own, as problem+json (RFC 9112 3.2 and RFC 9110 10.1.1). */
export const refuseBadHeaders: RequestHandler = (req, _res, next) => {
  if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && req.headers.host === undefined) {
    next(new Problem('invalid-request', 'the request has no Host header, which HTTP/1.1 requires', [{ path: '', code: 'invalid-http', reason: 'no Host header' }]));
    return;
  }
  const expect = req.headers.expect;
  if (expect !== undefined && expect.toLowerCase() !== '100-continue') {
    next(new Problem('expectation-failed', `the Expect header ${cut(expect)} asks what this service does not do: it knows 100-continue only`));
    return;
  }
  next();
};
