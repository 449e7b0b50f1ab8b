import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** A caller's request id is kept when it is short and plain, so logs can be joined across services. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Scrapes arrive every few seconds; logging each would drown the requests that matter. (Probes never get here.) */
const QUIET = new Set(['/metrics']);

/** The path alone: a query string may hold a key or other secret a client put there by mistake. */
export function redactQuery(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`;
}

/** The service's logger, on stdout unless a test gives another destination. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino({ level }, destination) : pino({ level });
}

/** One structured line per request, tagged with the request id that is also sent back as X-Request-Id. */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Only a fault of ours is an error. Refusing work (429, 503) is the service doing its job under
    // load, worth a warning; a client's bad request is its own business.
    customLogLevel(_req, res, error) {
      if (error || (res.statusCode >= 500 && res.statusCode !== 503)) return 'error';
      return res.statusCode === 429 || res.statusCode === 503 ? 'warn' : 'info';
    },
    // pino-http adds a made-up Error (with a stack) to every 5xx line; the error handler has already
    // logged a real fault with its own stack, and a 503 has none.
    customErrorObject: (_req, _res, _error, { err: _made, ...line }) => line,
    autoLogging: { ignore: (req) => QUIET.has(req.url ?? '') },
    // The id, route and status tell what happened; full header dumps would bury them.
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactQuery(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
