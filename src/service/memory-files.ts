import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { gzip } from 'node:zlib';
import type { RequestHandler } from 'express';

/** One encoding of a file: its bytes, shared by every answer, and their entity tag. */
interface Variant {
  body: Buffer;
  etag: string;
}

const tagged = (body: Buffer): Variant => ({ body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });

/**
 * A static file served from memory: read on its first request, gzipped once in the background, and
 * then every answer is the same bytes. A file streamed from disk costs each answer a read buffer
 * (and compressed on the fly, a zlib state); a client that pipelines requests and does not read
 * would hold those per answer. A shared Buffer costs an answer nothing but its headers.
 */
export class MemoryFile {
  private identity: Variant | undefined;
  private gzipped: Variant | undefined;
  private gzipping = false;

  constructor(
    /** Its extension or media type, for Content-Type. */
    readonly type: string,
    private readonly load: () => Buffer | string,
  ) {}

  /** A file on disk, read when first asked for. */
  static read(path: string): MemoryFile {
    return new MemoryFile(extname(path), () => readFileSync(path));
  }

  /** The bytes to send: gzipped for a client that accepts it, once they are ready (plain until then). */
  variant(acceptsGzip: boolean): { variant: Variant; gzipped: boolean } {
    if (this.identity === undefined) {
      const loaded = this.load();
      this.identity = tagged(typeof loaded === 'string' ? Buffer.from(loaded) : loaded);
    }
    if (acceptsGzip && this.gzipped === undefined && !this.gzipping) {
      this.gzipping = true;
      gzip(this.identity.body, (error, body) => {
        if (error === null) this.gzipped = tagged(body);
      });
    }
    return acceptsGzip && this.gzipped !== undefined ? { variant: this.gzipped, gzipped: true } : { variant: this.identity, gzipped: false };
  }
}

/**
 * Answers GET and HEAD for the file `find` names at the request's path (or passes the request on).
 * Caching like any static file: an entity tag per encoding, so a browser revalidates with
 * If-None-Match and gets a 304 without the bytes. `no-transform` keeps the compression middleware
 * from compressing them again, per answer.
 */
export function serveMemoryFiles(find: (path: string) => MemoryFile | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = find(req.path);
    if (file === undefined) return next();
    const { variant, gzipped } = file.variant(req.acceptsEncodings('gzip', 'identity') === 'gzip');
    res.type(file.type);
    res.set({ 'Cache-Control': 'no-cache, no-transform', Vary: 'Accept-Encoding', ETag: variant.etag });
    if (gzipped) res.set('Content-Encoding', 'gzip');
    // Express answers 304 when the tag matches, and HEAD without the body.
    res.send(variant.body);
  };
}
