import { createParser } from 'eventsource-parser';

/** One server-sent event: its name and its data, joined across `data:` lines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body as its events. Works on any fetch body, in browsers and in Node,
 * which is how a POST's events are read: EventSource can only GET. The format itself (lines split
 * anywhere across chunks, CR/LF/CRLF, comments, a byte-order mark) is eventsource-parser's.
 */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parsed: ServerSentEvent[] = [];
  const parser = createParser({ onEvent: ({ event, data }) => parsed.push({ event: event ?? 'message', data }) });
  let done = false;
  try {
    while (!done) {
      const chunk = await reader.read();
      done = chunk.done;
      parser.feed(done ? decoder.decode() : decoder.decode(chunk.value, { stream: true }));
      yield* parsed.splice(0);
    }
  } finally {
    // A reader that stops early (a break, a throwing handler) hangs up, so the server stops searching.
    if (!done) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/**
 * The answer a search's event stream ends with: each `info` event goes to `onProgress`, the
 * `result` event's body is the answer, an `error` event's problem+json body is thrown as
 * `failure(problem)`.
 */
export async function streamedAnswer<Answer, Progress, Problem>(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: Progress) => void,
  failure: (problem: Problem) => Error,
): Promise<Answer> {
  // The service is trusted to keep to its document (a test checks every answer against its schema).
  const parsed = <T>(data: string) => JSON.parse(data) as T;
  for await (const { event, data } of readEvents(body)) {
    if (event === 'info') onProgress(parsed<Progress>(data));
    else if (event === 'result') return parsed<Answer>(data);
    else if (event === 'error') throw failure(parsed<Problem>(data));
  }
  throw new Error('the service ended its event stream without a result');
}
