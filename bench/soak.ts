// `npm run bench soak [-- --minutes N]`: the service's memory under minutes of mixed traffic, at the
// manifest's settings (deploy/deployment.yaml: WORKERS=2, TRUST_PROXY=1, PROBE_PORT), to size the
// pod's memory limit (issue 44). The built server runs in a process of its own, as in the pod; its
// RSS (/proc: every thread, the search workers and the lane included), the HTTP thread's heap and
// the result cache's bytes are printed every 10 s, and the peak RSS the kernel saw (VmHWM) at the end.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { percentile } from './http.js';
import { startCommand } from './start-command.js';

const PORT = 3914;
const PROBE_PORT = 3915;
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLIENTS = 16;
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

/** VmRSS and VmHWM of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** A gauge of the service's /metrics (on the probe port, as the manifest has it). */
async function gauges(): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${PROBE_PORT}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { heapUsed: value('nodejs_heap_size_used_bytes'), heapTotal: value('nodejs_heap_size_total_bytes'), cache: value('search_cache_bytes') };
}

interface GameInfo {
  id: string;
  positionFormats: { example: unknown }[];
}

type Ask = (client: number, i: number) => Promise<Response>;

/**
 * The mix: a third checks or lists moves, a quarter searches (depth- and node-limited, each with a
 * node limit of its own so that the cache fills, and some on the clock), the rest reads the game
 * list, the play page, the documentation and its 1.7 MB Swagger UI bundle (compressed, as browsers ask).
 */
function mix(games: GameInfo[]): Ask[] {
  const post = (path: string, body: unknown) => (client: number) =>
    fetch(`${BASE}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client}` }, body: JSON.stringify(body) });
  const page = (path: string) => (client: number) => fetch(`${BASE}${path}`, { headers: { 'x-forwarded-for': `198.51.100.${client}`, 'accept-encoding': 'gzip, br' } });
  const asks: Ask[] = [];
  for (const game of games) {
    for (const { example: position } of game.positionFormats) {
      asks.push(post(`/v1/games/${game.id}/validate`, { position }), post(`/v1/games/${game.id}/legal-moves`, { position }));
      asks.push((client, i) => post(`/v1/games/${game.id}/best-move`, { position, search: { depth: 2, nodes: 100_000_000 - i } })(client));
      asks.push((client, i) => post(`/v1/games/${game.id}/best-move`, { position, search: { timeMs: 100 + (i % 2) * 100 } })(client));
    }
  }
  for (const path of ['/v1/games', '/', '/main.js', '/docs/', '/docs/swagger-ui-bundle.js', '/openapi.yaml']) asks.push(page(path));
  return asks;
}

export async function run(): Promise<void> {
  const minutes = option('minutes', 4);
  // The service as `npm start` runs it: the build, the play page included, brought up to date first.
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const { command, args } = startCommand();
  const server = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), PROBE_PORT: String(PROBE_PORT), WORKERS: '2', TRUST_PROXY: '1', LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${PROBE_PORT}/readyz`)).ok) break;
      } catch {
        await sleep(200);
      }
    }
    const start = memoryOf(server.pid!);
    const games = ((await (await fetch(`${BASE}/v1/games`)).json()) as { games: GameInfo[] }).games;
    const asks = mix(games);
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    let requests = 0;
    const until = Date.now() + minutes * 60_000;
    const client = async (id: number) => {
      for (let i = id; Date.now() < until; i += CLIENTS) {
        const t0 = performance.now();
        const res = await asks[i % asks.length](id, i);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        requests++;
      }
    };
    console.log(`${minutes} min of mixed traffic from ${CLIENTS} clients, WORKERS=2, ${asks.length} kinds of request; idle RSS ${(start.rss / MB).toFixed(0)} MB`);
    console.log('   s  requests   RSS MB  heap used/total MB  cache MB');
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)));
    const t0 = Date.now();
    while (Date.now() < until) {
      await sleep(10_000);
      const { rss } = memoryOf(server.pid!);
      const { heapUsed, heapTotal, cache } = await gauges();
      const s = ((Date.now() - t0) / 1000).toFixed(0).padStart(4);
      console.log(`${s}  ${String(requests).padStart(8)}  ${(rss / MB).toFixed(0).padStart(7)}  ${(heapUsed / MB).toFixed(0).padStart(8)}/${(heapTotal / MB).toFixed(0).padEnd(9)}  ${(cache / MB).toFixed(1).padStart(8)}`);
    }
    await clients;
    const { peak } = memoryOf(server.pid!);
    const { cache } = await gauges();
    const show = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(`${requests} requests (${show}), latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`);
    console.log(`peak RSS ${(peak / MB).toFixed(0)} MB (VmHWM), the result cache at ${(cache / MB).toFixed(1)} MB of its 64 MB (CACHE_BYTES)`);
  } finally {
    server.kill('SIGTERM');
  }
}
