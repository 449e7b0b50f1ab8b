// `npm run bench http-abuse`: /healthz under a flood and under bad-input clients, and what a second
// client waits while one client floods 10 s searches (issue 13). The service runs in its own process
// (the built server, one worker), as in production; the load comes from this one.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { describeLatencies, get, percentile } from './http.js';

const PORT = 3913;
const BASE = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built server with one worker, clients told apart by X-Forwarded-For, no request rate limit. */
async function startServer() {
  const child = spawn(process.execPath, [new URL('../src/service/server.js', import.meta.url).pathname], {
    env: { ...process.env, PORT: String(PORT), WORKERS: '1', RATE_LIMIT: '0', TRUST_PROXY: '1', LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {
      await sleep(100);
    }
  }
}

/** /healthz latencies, one request after another, until `done` settles. */
async function healthWhile(done: Promise<unknown>): Promise<number[]> {
  let over = false;
  void done.finally(() => (over = true));
  await sleep(200);
  const latencies: number[] = [];
  while (!over) {
    latencies.push((await get(`${BASE}/healthz`)).ms);
    await sleep(5);
  }
  return latencies;
}

async function floodOfRequests(): Promise<void> {
  // autocannon's instance is a thenable without finally(): make it a promise.
  const flood = Promise.resolve(autocannon({
    url: `${BASE}/v1/games/connect4/validate`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ position: { moves: '4453' } }),
    connections: 20,
    overallRate: 1000,
    duration: 10,
  }));
  const health = await healthWhile(flood);
  const result = await flood;
  console.log(`flood of ${Math.round(result.requests.average)} requests/s (validate): /healthz ${describeLatencies(health)}`);
}

async function badInputClients(): Promise<void> {
  const body = JSON.stringify({ position: { moves: Array.from({ length: 33_000 }, () => ({})) } });
  const until = Date.now() + 10_000;
  let answers = 0;
  let largest = 0;
  const client = async (i: number) => {
    while (Date.now() < until) {
      const res = await fetch(`${BASE}/v1/games/pylos/best-move`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` },
        body,
      });
      largest = Math.max(largest, (await res.text()).length);
      answers++;
    }
  };
  const clients = Promise.all(Array.from({ length: 6 }, (_, i) => client(i)));
  const health = await healthWhile(clients);
  console.log(
    `six clients posting ${(body.length / 1000).toFixed(0)} KB bodies of 33,000 moves (${answers} answers, largest ${largest} bytes): /healthz ${describeLatencies(health)}`,
  );
}

async function flooderAndSecondClient(): Promise<void> {
  const until = Date.now() + 30_000;
  const flooderStatuses = new Map<number, number>();
  const flooder = (async () => {
    const pending: Promise<void>[] = [];
    while (Date.now() < until) {
      // A flooder fires without waiting for its answers, as the client did.
      pending.push(
        fetch(`${BASE}/v1/games/connect4/best-move`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
          body: JSON.stringify({ position: { moves: '' }, search: { timeMs: 10_000 } }),
        }).then(async (res) => {
          await res.text();
          flooderStatuses.set(res.status, (flooderStatuses.get(res.status) ?? 0) + 1);
        }),
      );
      await sleep(250);
    }
    await Promise.all(pending);
  })();
  const waits: number[] = [];
  const statuses = new Map<number, number>();
  await sleep(500);
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${BASE}/v1/games/connect4/best-move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: JSON.stringify({ position: { moves: '4453' }, search: { depth: 6 + (waits.length % 5) } }),
    });
    await res.text();
    waits.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    await sleep(1000);
  }
  await flooder;
  const show = (m: Map<number, number>) => [...m].map(([status, n]) => `${n} × ${status}`).join(', ');
  console.log(`one client flooding 10 s searches (${show(flooderStatuses)}) for 30 s, one worker:`);
  console.log(
    `  the second client: ${show(statuses)}; wait p50 ${percentile(waits, 50).toFixed(0)} ms, worst ${Math.max(...waits).toFixed(0)} ms (${waits.length} requests)`,
  );
}

export async function run(): Promise<void> {
  const server = await startServer();
  try {
    await floodOfRequests();
    await badInputClients();
    await flooderAndSecondClient();
  } finally {
    server.kill('SIGTERM');
  }
}
