// `npm run bench cache-memory`: does CACHE_BYTES bound the heap the result cache really holds? The
// measuring runs in a process of its own with --expose-gc (bench/cache-fill.ts), so only this bench
// forces collections.
import { spawn } from 'node:child_process';

const CACHE_BYTES = 64 * 1024 * 1024;

export async function run(): Promise<void> {
  console.log(`the result cache filled to 95% of CACHE_BYTES (each game alone at a quarter, then all four mixed at ${CACHE_BYTES / 1024 / 1024} MB);`);
  console.log('measured = heapUsed after forced GC, full minus empty; the estimate should be within 20%');
  const child = spawn(process.execPath, ['--expose-gc', new URL('./cache-fill.js', import.meta.url).pathname, String(CACHE_BYTES)], { stdio: 'inherit' });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`cache-fill exited with ${String(code)}`);
}
