import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** A caller's request id is kept when it is short and plain, so logs can be joined across services. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Probes arrive every few seconds; logging each would drown the requests that matter. */
const QUIET = new Set(['/healthz', '/readyz', '/metrics']);

export function createLogger(level: string): Logger {
  return pino({ level });
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
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    autoLogging: { ignore: (req) => QUIET.has(req.url ?? '') },
    // The id, route and status tell what happened; full header dumps would bury them.
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
