/** One server-sent event: its name and its data, joined across `data:` lines. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body as its events (the WHATWG format: `field: value` lines, an event
 * ends at a blank line, `:` lines are comments). Works on any fetch body, in browsers and in Node,
 * which is how a POST's events are read: EventSource can only GET.
 */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  let done = false;
  try {
    while (!done) {
      const chunk = await reader.read();
      done = chunk.done;
      buffer += done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      // A CR at the end may be the first half of a CRLF split across chunks: wait for the next one.
      const complete = done || !buffer.endsWith('\r') ? buffer : buffer.slice(0, -1);
      const lines = complete.split(/\r\n|\r|\n/);
      // The last piece may be a line still arriving (or '' after a newline).
      const rest = done ? '' : (lines.pop() ?? '');
      buffer = rest + buffer.slice(complete.length);
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) yield { event, data: data.join('\n') };
          event = 'message';
          data = [];
          continue;
        }
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
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
