import { describe, expect, test } from 'vitest';
import { readEvents } from '../../src/client/event-stream.js';

/** A body that arrives in the given pieces, as a network delivers it. */
function body(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(stream: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readEvents(stream)) events.push(event);
  return events;
}

describe('reading server-sent events from a fetch body', () => {
  test('events split anywhere across chunks, with CRLF or LF line ends', async () => {
    const events = await all(body('event: in', 'fo\r\ndata: {"depth":1}\r', '\n\r\nevent: result\nda', 'ta: {"move":1}\n\n'));
    expect(events).toEqual([
      { event: 'info', data: '{"depth":1}' },
      { event: 'result', data: '{"move":1}' },
    ]);
  });

  test('comments are skipped, data lines join with newlines, an unnamed event is a message', async () => {
    const events = await all(body(': keep-alive\n\ndata: a\ndata:b\n\n'));
    expect(events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  test('an event cut off by the end of the stream is not dispatched', async () => {
    expect(await all(body('event: result\ndata: {"move"'))).toEqual([]);
  });

  test('a CRLF split between two chunks ends one line, not two', async () => {
    expect(await all(body('data: a\r', '\ndata: b\r\n\r\n'))).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  test('a reader that stops early cancels the body, so the server hears the client leave', async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('event: info\ndata: {}\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readEvents(endless)) {
      expect(event.event).toBe('info');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
