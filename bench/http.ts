// Helpers for benches that measure the service over HTTP on 127.0.0.1 (never another address).
import { listen, type RunningService } from '../src/service/listen.js';
import { registeredGames } from '../src/workers/registered-games.js';

export interface Timed<T> {
  ms: number;
  status: number;
  body: T;
}

/** Runs fn against a fresh instance on a free loopback port, then shuts it down. */
export async function withService<T>(workers: number, fn: (base: string, running: RunningService) => Promise<T>): Promise<T> {
  // The bench is one client asking for many searches at once: no per-client limits.
  const running = await listen({ games: registeredGames, port: 0, workers, rateLimit: 0, clientMaxSearches: Infinity, clientSearchSeconds: Infinity, addressMaxConnections: 0, logLevel: 'silent' });
  try {
    return await fn(`http://127.0.0.1:${running.port}`, running);
  } finally {
    await running.shutdown(1000);
  }
}

export async function post<T = any>(url: string, body: unknown): Promise<Timed<T>> {
  const t0 = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T;
  return { ms: performance.now() - t0, status: res.status, body: json };
}

export async function get(url: string): Promise<Timed<string>> {
  const t0 = performance.now();
  const res = await fetch(url);
  const text = await res.text();
  return { ms: performance.now() - t0, status: res.status, body: text };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Latencies of /healthz, asked one after another while `busy` keeps every worker searching. */
export async function healthUnderLoad(base: string, busy: Promise<unknown>): Promise<number[]> {
  let done = false;
  void busy.finally(() => (done = true));
  const latencies: number[] = [];
  // Let the searches reach the workers before measuring.
  await new Promise((r) => setTimeout(r, 100));
  while (!done && latencies.length < 5000) latencies.push((await get(`${base}/healthz`)).ms);
  await busy;
  return latencies;
}

export function describeLatencies(values: number[]): string {
  return `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} requests)`;
}
