import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

/** Stops taking connections and lets the open ones end by themselves. */
export interface Drain {
  /** Resolves once the last connection has closed. */
  begin(): Promise<void>;
}

/**
 * A connection idle this long after the drain began is closed. Closing an idle keep-alive
 * connection races a client writing its next request on it, so a connection in use is never closed
 * just after an answer; one idle for a second is as safe to close as at its keep-alive timeout.
 */
const QUIET_MS = 1_000;

/**
 * A shutdown that resets no request. The race above would meet a client that sends its next
 * request at once: it gets a reset, and cannot tell whether its request was processed. So once the
 * drain begins, every answer (those still being prepared, and those to requests arriving on open
 * connections, which the app refuses 503 with Retry-After) carries `Connection: close`, and the
 * client reconnects, to a closed port, only after reading it. Only connections left idle are closed.
 */
export function drainOnClose(server: Server): Drain {
  let draining = false;
  const preparing = new Set<ServerResponse>();
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  // Before the app's own listener, which may answer at once.
  server.prependListener('request', (req, res) => {
    if (draining) return closeAfter(res);
    // Its connection closed already (output-budget.ts): it will never be answered.
    if (req.socket.destroyed) return;
    preparing.add(res);
    // A pipelined request's answer that never began emits no 'close' when its connection closes;
    // its request does (Node destroys the requests a closed connection leaves unanswered).
    const forget = () => preparing.delete(res);
    res.once('close', forget);
    req.once('close', forget);
  });
  return {
    async begin() {
      draining = true;
      for (const res of preparing) closeAfter(res);
      const idle = setInterval(() => server.closeIdleConnections(), QUIET_MS);
      // http.Server's close() would close every idle connection at once (the race above): the
      // listener alone is closed, and the callback comes once the last connection has ended.
      await new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      clearInterval(idle);
    },
  };
}
