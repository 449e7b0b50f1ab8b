import type { Request, Response } from 'express';

/** Whether the client asked for server-sent events rather than one JSON answer. */
export function wantsEventStream(req: Request): boolean {
  return req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream';
}

/**
 * A text/event-stream answer, opened by its first event: until then nothing is sent, so an error
 * found before the search starts (a full queue, a client over its share) is still answered with its
 * own status as a problem+json.
 */
export class EventStream {
  constructor(private readonly res: Response) {}

  get started(): boolean {
    return this.res.headersSent;
  }

  send(event: 'info' | 'result' | 'error', data: unknown): void {
    const res = this.res;
    if (!res.headersSent) {
      res.status(200);
      res.set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // Proxies that buffer answers (nginx) would hold the events back until the end.
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
    }
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    this.res.end();
  }
}
