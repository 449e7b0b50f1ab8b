import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How much of its answers a connection may leave unread. Node answers every pipelined request it
 * has parsed and queues what the client does not read in the process's memory (outside the JS
 * heap), so a client that pipelines requests and never reads would hold as much memory as it asks.
 */
export interface OutputBudget {
  /** Bytes written to a connection and not yet taken by the kernel, above which it is answered no further. */
  maxUnsentBytes: number;
  /**
   * Requests a connection may have parsed and waiting behind its answer; a client that pipelines
   * deeper is closed. Node parses every request in what it has read (64 KB at a time) and each
   * waiting request holds a few kilobytes of heap.
   */
  maxWaiting: number;
  /** A connection over its budget that takes nothing for this long is closed. */
  stallTimeoutMs: number;
  /** How often connections are looked at for stalls. */
  checkIntervalMs: number;
}

/**
 * 64 KB: several round trips of a slow link, so a reader that keeps up never waits on it. 4
 * waiting requests: browsers do not pipeline, and the clients that did kept 4 to 8 in flight.
 * 10 s: twice the keep-alive timeout, long past any pause of a client that still reads.
 */
export const OUTPUT_BUDGET: OutputBudget = { maxUnsentBytes: 64 * 1024, maxWaiting: 4, stallTimeoutMs: 10_000, checkIntervalMs: 1_000 };

/**
 * One connection's requests, answered one at a time: the next pipelined request waits until the
 * answer before it has ended and the connection has taken all but `maxUnsentBytes` of it. While
 * requests wait the socket is paused, so Node parses no more of them than it already has.
 */
class Connection {
  private readonly waiting: [IncomingMessage, ServerResponse][] = [];
  private answering = false;
  private paused = false;
  /** Bytes the kernel had taken at the last check, and since when that figure has not moved. */
  private flushed = 0;
  private stalledSince: number | undefined;

  constructor(
    readonly socket: Socket,
    private readonly budget: OutputBudget,
    private readonly listener: RequestListener,
  ) {
    socket.on('drain', () => this.next());
  }

  /** The requests still waiting are dropped with their connection. */
  closed(): void {
    this.waiting.length = 0;
  }

  request(req: IncomingMessage, res: ServerResponse): void {
    if (this.waiting.length >= this.budget.maxWaiting) {
      this.socket.destroy();
      return;
    }
    this.waiting.push([req, res]);
    this.next();
  }

  private overBudget(): boolean {
    return this.socket.writableLength > this.budget.maxUnsentBytes;
  }

  private next(): void {
    while (this.waiting.length > 0 && !this.answering && !this.overBudget() && !this.socket.destroyed) {
      const [req, res] = this.waiting.shift()!;
      this.answering = true;
      res.once('close', () => {
        this.answering = false;
        this.next();
      });
      this.listener(req, res);
    }
    // Node pauses the socket too, and its parser, while the socket needs draining, and resumes both
    // on 'drain' (its listener runs before this one): paused again while requests wait, and resumed
    // only once the socket needs no draining, so data never reaches a parser Node has paused.
    if (this.waiting.length > 0) {
      this.paused = true;
      this.socket.pause();
    } else if (this.paused && !this.socket.writableNeedDrain) {
      this.paused = false;
      this.socket.resume();
    }
  }

  /** Closes the connection once it has been over its budget, taking nothing, for the stall timeout. */
  check(now: number): void {
    if (!this.overBudget()) {
      this.stalledSince = undefined;
      return;
    }
    const flushed = this.socket.bytesWritten - this.socket.writableLength;
    if (this.stalledSince === undefined || flushed !== this.flushed) {
      this.flushed = flushed;
      this.stalledSince = now;
    } else if (now - this.stalledSince >= this.budget.stallTimeoutMs) {
      this.socket.destroy();
    }
  }
}

/**
 * The server's request listener, wrapped so that each connection's unsent answers stay within the
 * budget (test/load/slow-readers.test.ts). The memory comes back as each connection closes.
 */
export function budgetOutput(server: Server, listener: RequestListener, budget: OutputBudget = OUTPUT_BUDGET): RequestListener {
  const connections = new Map<Socket, Connection>();
  const timer = setInterval(() => {
    const now = performance.now();
    for (const connection of connections.values()) connection.check(now);
  }, budget.checkIntervalMs).unref();
  server.once('close', () => clearInterval(timer));
  return (req, res) => {
    const { socket } = req;
    let connection = connections.get(socket);
    if (connection === undefined) {
      connection = new Connection(socket, budget, listener);
      connections.set(socket, connection);
      socket.once('close', () => {
        connections.get(socket)?.closed();
        connections.delete(socket);
      });
    }
    connection.request(req, res);
  };
}
