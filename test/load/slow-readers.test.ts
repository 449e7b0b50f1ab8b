import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server-process.js';

/*
 * Clients that pipeline requests and never read their answers, against the service in a process of
 * its own (so its RSS is the service's alone). Loopback addresses stand for hosts: 127.0.0.10-25 and
 * 127.0.0.30 attack, 127.0.0.200 probes /healthz. Every loop here is bounded and stops by itself.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const MB = 1024 * 1024;

let server: ChildProcess;
let port: number;
/** What the service has written on stderr since it listened. */
let serviceSaid = '';

/** The service's resident memory, from the kernel's view of its process (worker threads included). */
function rss(): number {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
}

beforeAll(async () => {
  const started = await startServer({ WORKERS: '1', LANE_MS: '0' }, '--expose-gc', '--import', './test/load/collect-garbage.mjs');
  ({ child: server, port } = started);
  server.stderr!.on('data', (chunk: Buffer) => (serviceSaid += chunk.toString()));
});
afterAll(() => {
  server.kill('SIGKILL');
});

/** The service's heap once it has collected its garbage (collect-garbage.mjs), and its RSS then. */
async function collected(): Promise<{ rss: number; heapUsed: number; heapTotal: number; external: number }> {
  const from = serviceSaid.length;
  server.kill('SIGUSR2');
  const line = await new Promise<string>((resolve) => {
    const look = () => {
      const match = /^collected (.*)$/m.exec(serviceSaid.slice(from));
      if (match) {
        server.stderr!.off('data', look);
        resolve(match[1]!);
      }
    };
    server.stderr!.on('data', look);
    look();
  });
  return { rss: rss(), ...(JSON.parse(line) as { heapUsed: number; heapTotal: number; external: number }) };
}

/** One GET on a fresh connection from `from`: its status and body length, or why it failed. */
function fetchFrom(from: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number | string; bytes: number }> {
  return new Promise((resolve) => {
    const req = get({ port, host: '127.0.0.1', localAddress: from, path, headers, agent: false, timeout: 10_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', (error) => resolve({ status: error.message, bytes: 0 }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  /** The most RSS while the sockets were open. */
  peak: number;
  /** RSS once the sockets had closed and the service had had two seconds. */
  after: number;
  /** /healthz statuses from another address meanwhile (or why one failed). */
  health: (number | string)[];
  /** TCP memory of the machine's kernel at its most (socket buffers, outside the service's RSS). */
  kernelTcp: number;
}

type Group = { from: string; sockets: number; pipelined: number; path: string };

/**
 * Runs slow-readers.py (sockets with 4 KB receive buffers that send their requests and never
 * read), sampling RSS and probing /healthz until it has closed them.
 */
async function attack(groups: Group[], holdSeconds: number): Promise<Run> {
  let peak = rss();
  let kernelTcp = 0;
  const health: (number | string)[] = [];
  const clients = spawn('python3', [join(root, 'test/load/slow-readers.py'), String(port), String(holdSeconds), ...groups.map((g) => `${g.from},${g.sockets},${g.pipelined},${g.path}`)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  clients.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const done = new Promise((resolve) => clients.once('exit', resolve));
  let running = true;
  void done.then(() => (running = false));
  while (running) {
    health.push((await fetchFrom('127.0.0.200', '/healthz')).status);
    peak = Math.max(peak, rss());
    kernelTcp = Math.max(kernelTcp, Number(/^TCP: .* mem (\d+)$/m.exec(readFileSync('/proc/net/sockstat', 'utf8'))?.[1] ?? 0) * 4096);
    await sleep(200);
  }
  expect(said).toMatch(/open \d+\nclosed\n/);
  await sleep(2_000);
  return { peak, after: rss(), health, kernelTcp };
}

const addresses = (count: number) => Array.from({ length: count }, (_, i) => `127.0.0.${10 + i}`);

// The clients need Python (Node cannot shrink a socket's receive buffer); the machines have it.
const python = spawnSync('python3', ['--version']).status === 0;
if (!python) console.warn('skipped: the slow readers are Python sockets and python3 is missing');

describe('clients that pipeline requests and never read', () => {
  it.skipIf(!python)('cost the service little memory, which comes back when they close, and /healthz answers throughout', async () => {
    // The files attacked, once each as a browser would (compressed), so that what stays in memory
    // on their account from then on is there before the measure starts.
    const bundle = await fetchFrom('127.0.0.200', '/docs/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(bundle.status).toBe(200);
    expect((await fetchFrom('127.0.0.200', '/docs/swagger-ui-bundle.js')).bytes).toBeGreaterThan(MB);
    expect((await fetchFrom('127.0.0.200', '/main.js')).status).toBe(200);

    const before = rss();
    // The live heap: what the service holds, less the garbage of its start.
    const start = await collected();
    // The largest static file, 1.7 MB: 16 hosts × 60 connections × 5 pipelined requests (8 GB
    // asked), as deep as a connection may pipeline: each answers one, then waits for its reader.
    const docs = addresses(16).map((from) => ({ from, path: '/docs/swagger-ui-bundle.js', sockets: 60, pipelined: 5 }));
    const first = await attack(docs, 5);
    // Again: what stayed after the first is reused, not added to.
    const second = await attack(docs, 5);
    // The play page's module: one host, 60 connections × 300 pipelined requests (1.5 GB asked).
    const page = await attack([{ from: '127.0.0.30', path: '/main.js', sockets: 60, pipelined: 300 }], 5);
    const runs = { first, second, page };
    const end = await collected();
    console.log(
      JSON.stringify({
        ...Object.fromEntries(Object.entries(runs).map(([name, run]) => [name, { ...run, peak: (run.peak - before) / MB, after: (run.after - before) / MB, kernelTcp: run.kernelTcp / MB }])),
        start: { rss: (start.rss - before) / MB, heapUsed: start.heapUsed / MB, heapTotal: start.heapTotal / MB, external: start.external / MB },
        collected: { rss: (end.rss - before) / MB, heapUsed: end.heapUsed / MB, heapTotal: end.heapTotal / MB, external: end.external / MB },
      }),
    );

    // RSS grows by far less than before (c56f6b0: +689 MB): under the 100 MB issue 44 asks for. The
    // heap flags npm start passes hold V8's young generation and its old generation's growth
    // (docs/operations.md, "Memory"); without them, peaks of +80-138 MB.
    for (const run of Object.values(runs)) {
      expect((run.peak - before) / MB).toBeLessThan(100);
      expect(run.health.length).toBeGreaterThan(5);
      expect(run.health.every((status) => status === 200), String(run.health)).toBe(true);
    }
    // The second round reuses what the first left (measured 0.5-14 MB above it, against +680 MB before).
    expect(second.peak - first.peak).toBeLessThan(40 * MB);
    // And the memory falls back once the sockets close: the service holds none of it. Its heap and
    // the memory outside it (sockets' buffers, files) come back to the start's (within 2.4 MB here,
    // against +80 MB while the drain held every pipelined request, b6b6df9). RSS lags: what it still
    // shows two seconds after (`after`, 5-83 MB above the start) is garbage V8 has not collected yet,
    // free heap it keeps until a collection that shrinks the heap (when V8 sees fit), and freed native
    // memory the C library keeps (docs/operations.md, "Memory").
    const live = (memory: { heapUsed: number; external: number }) => memory.heapUsed + memory.external;
    expect((live(end) - live(start)) / MB).toBeLessThan(10);
  });
});
