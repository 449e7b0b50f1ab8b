import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { problemBody, type ProblemType } from './problem.js';

/** What Node's HTTP parser or its timers refused, as the problem type the contract names. */
function problemFor(code: string | undefined): { type: ProblemType; detail: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { type: 'headers-too-large', detail: 'the request headers are over the size Node accepts (16 KB)' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { type: 'request-timeout', detail: 'the request was not received in time (headersTimeout or requestTimeout)' };
    default:
      return { type: 'invalid-request', detail: `the request is not valid HTTP/1.1 (${code ?? 'parse error'})` };
  }
}

/**
 * Errors Node's own HTTP parser meets never reach express: Node answers them with a bare status
 * line. Answering them here gives them the same problem+json body as every other error, as far
 * as Node lets us: only while nothing of a response has been written on the connection.
 */
export function answerParserErrors(server: Server, logger: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { type, detail } = problemFor(err.code);
    const { status, body } = problemBody(type, detail);
    logger.info({ code: err.code, status }, 'refused at the HTTP parser');
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/problem+json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
