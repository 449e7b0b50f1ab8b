/*
 * Preloaded into the service by slow-readers.test.ts, with --expose-gc: on SIGUSR2 a full garbage
 * collection, then "collected" and the heap on stderr: the heap used then is what the service
 * holds, without the garbage V8 has not yet collected. JavaScript, not TypeScript: the service runs
 * compiled, as npm start runs it, and a TypeScript loader would change what it allocates (tsx's
 * source maps make every error's stack cost kilobytes).
 */
const collect = globalThis.gc;
if (collect === undefined) throw new Error('collect-garbage.ts needs node --expose-gc');
process.on('SIGUSR2', () => {
  collect();
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  process.stderr.write(`collected ${JSON.stringify({ heapUsed, heapTotal, external })}\n`);
});
