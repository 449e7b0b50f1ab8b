import type { ErrorRequestHandler, RequestHandler } from 'express';
import { Problem, sendProblem } from './problem.js';

/** Errors raised by express.json (body-parser) carry a `type` naming what went wrong. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
  length?: number;
}

function fromBodyParser(err: BodyParserError): Problem | undefined {
  switch (err.type) {
    case 'entity.parse.failed':
      return new Problem('invalid-json', `the body is not valid JSON: ${err.message}`, [{ path: '', reason: err.message }]);
    case 'entity.too.large':
      return new Problem('payload-too-large', `the body is ${err.length} bytes, over the limit of ${err.limit} bytes (BODY_LIMIT)`);
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

export const notFound: RequestHandler = (req, _res, next) => {
  next(new Problem('not-found', `no route ${req.method} ${req.path}; the routes are listed at /docs`));
};

/** Every failure ends here as problem+json; anything unforeseen is logged and answered 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  // Express hands over whatever was thrown; body-parser's errors are known only by their `type`.
  let problem = err instanceof Problem ? err : fromBodyParser(err as BodyParserError);
  if (!problem) {
    req.log.error({ err }, 'unexpected error');
    problem = new Problem('internal-error', 'the request could not be answered; the log has the details');
  }
  sendProblem(res, problem);
};
