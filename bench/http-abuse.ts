// `npm run bench http-abuse`: /healthz under a flood and under bad-input clients, and what a second
// client waits while one client floods 10 s searches (issue 13), and what a bot's short search waits
// while one client keeps two 10 s searches going (issue 25). The service runs in its own process
// (the built server, one worker and the lane), as in production; the load comes from this one.
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

/**
 * Issue 25's case: one client keeps two 10 s searches going, within its quotas (CLIENT_MAX_SEARCHES
 * 2, CLIENT_SEARCH_SECONDS 90 by default), while a bot asks a short Connect 4 search once a second.
 */
async function shortBesideLong(): Promise<void> {
  const until = Date.now() + 40_000;
  const longStatuses = new Map<number, number>();
  const longClient = async () => {
    while (Date.now() < until) {
      const res = await fetch(`${BASE}/v1/games/connect4/best-move`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.2' },
        body: JSON.stringify({ position: { moves: '' }, search: { timeMs: 10_000 } }),
      });
      await res.text();
      longStatuses.set(res.status, (longStatuses.get(res.status) ?? 0) + 1);
      // Refused (quota), the client tries again a little later rather than at once.
      if (res.status !== 200) await sleep(1000);
    }
  };
  const longClients = Promise.all([longClient(), longClient()]);
  await sleep(500);
  const waits: number[] = [];
  const searchMs: number[] = [];
  const statuses = new Map<number, number>();
  while (Date.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${BASE}/v1/games/connect4/best-move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
      // The same search each time, but for a node limit it never reaches, one less each time so that no answer comes from the cache.
      body: JSON.stringify({ position: { moves: '4453' }, search: { depth: 7, nodes: 100_000_000 - waits.length } }),
    });
    const body = (await res.json()) as { stats?: { timeMs: number } };
    waits.push(performance.now() - t0);
    if (body.stats) searchMs.push(body.stats.timeMs);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    await sleep(1000);
  }
  await longClients;
  const show = (m: Map<number, number>) => [...m].map(([status, n]) => `${n} × ${status}`).join(', ');
  console.log(`one client keeping two 10 s searches going (${show(longStatuses)}) for 40 s, WORKERS=1 (and the lane, LANE_MS 250):`);
  console.log(
    `  a bot's depth-7 Connect 4 search from 4453 (search p50 ${percentile(searchMs, 50).toFixed(0)} ms) once a second: ${show(statuses)}; ` +
      `wait p50 ${percentile(waits, 50).toFixed(0)} ms, p99 ${percentile(waits, 99).toFixed(0)} ms, worst ${Math.max(...waits).toFixed(0)} ms (${waits.length} requests)`,
  );
  // Measured by this bench on a checkout of 7908e0b, on the loaded 2-core machine, 2026-11-24 (two runs).
  console.log('  at 7908e0b, before the lane: wait p50 8967 and 8992 ms, p99 9045 and 9073 ms (5 requests each)');
}

export async function run(): Promise<void> {
  const server = await startServer();
  try {
    await floodOfRequests();
    await badInputClients();
    await flooderAndSecondClient();
    await shortBesideLong();
  } finally {
    server.kill('SIGTERM');
  }
}
