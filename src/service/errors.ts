import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { Problem, sendProblem } from './problem.js';

/**
 * Errors raised by express.json (body-parser) carry a `type` naming what went wrong; those of the
 * router and of zlib (a corrupt compressed body) only an http-errors `status`.
 */
interface ClientFault extends Error {
  type?: string;
  status?: number;
  code?: string;
  limit?: number;
  length?: number;
  /** The text body-parser refused to parse. */
  body?: string;
}

/**
 * The JSON reader takes only objects and arrays (strict): `null`, `5` or `"x"` are JSON all the
 * same, and calling them "not valid JSON" would send the client looking in the wrong place.
 */
function notAnObject(body: string | undefined): Problem | undefined {
  if (body === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  const kind = value === null ? 'null' : typeof value;
  const reason = `the body is JSON ${kind}, not an object; send an object such as {"position": {...}}`;
  return new Problem('invalid-request', reason, [{ path: '', code: 'wrong-type', reason }]);
}

function fromBodyParser(err: ClientFault): Problem | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return notAnObject(err.body) ?? new Problem('invalid-json', `the body is not valid JSON: ${err.message}`, [{ path: '', code: 'invalid-json', reason: err.message }]);
    case 'entity.too.large': {
      // A chunked body has no declared length: it was cut off once past the limit.
      const size = err.length === undefined ? 'the body is' : `the body is ${err.length} bytes,`;
      return new Problem('payload-too-large', `${size} over the limit of ${err.limit} bytes (BODY_LIMIT)`);
    }
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new Problem('unsupported-media-type', err.message);
    case 'request.aborted':
    case 'request.size.invalid':
      return new Problem('invalid-request', err.message);
    default:
      return undefined;
  }
}

/** A malformed URL (bad percent-encoding) or a body whose Content-Encoding does not decode. */
function fromRequest(err: ClientFault): Problem | undefined {
  if (err.status !== 400) return undefined;
  if (err instanceof URIError) {
    return new Problem('invalid-request', `the URL is not valid percent-encoding: ${err.message}`, [{ path: 'url', code: 'invalid-http', reason: err.message }]);
  }
  // zlib's errors carry its code (Z_DATA_ERROR, ERR__ERROR_FORMAT_PADDING_2...): the body is corrupt.
  if (err.code !== undefined) {
    const reason = `the body does not decode as its Content-Encoding says: ${err.message}`;
    return new Problem('invalid-request', reason, [{ path: '', code: 'invalid-http', reason }]);
  }
  return new Problem('invalid-request', err.message);
}

export const notFound: RequestHandler = (req, _res, next) => {
  next(new Problem('not-found', `no route ${req.method} ${req.baseUrl}${req.path}; the routes are listed at /docs`));
};

/** Any failure as the problem it is answered with; anything unforeseen is logged and becomes a 500. */
export function problemOf(err: unknown, req: Request): Problem {
  if (err instanceof Problem) return err;
  // Express hands over whatever was thrown; body-parser's errors are known only by their `type`.
  const fault = err as ClientFault;
  const problem = fromBodyParser(fault) ?? fromRequest(fault);
  if (problem) return problem;
  req.log.error({ err }, 'unexpected error');
  return new Problem('internal-error', 'the request could not be answered; the log has the details');
}

/** Every failure ends here as problem+json. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  sendProblem(res, problemOf(err, req));
};
