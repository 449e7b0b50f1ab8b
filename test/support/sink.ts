import { Writable } from 'node:stream';

/** A stream that collects what is written to it, for checking what a command printed. */
export function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}
