import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Gzip, deflate or brotli for answers over 1 KB (JSON above all: a Pylos analysis or the OpenAPI
 * document shrinks several times), when the client accepts it. Never for an event stream: zlib holds
 * what is written until its buffer fills, so each progress event would wait for the next ones. The
 * stream's `Cache-Control: no-transform` keeps compression off too; the filter says so here, where
 * anyone changing what gets compressed will look.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  });
}
