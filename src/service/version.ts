import { existsSync, readFileSync } from 'node:fs';

/** The nearest package.json above this module: the project's, from src/, dist/ and dist-bench/ alike. */
function packageFile(): URL {
  for (let up = new URL('../', import.meta.url); up.pathname !== '/'; up = new URL('../', up)) {
    const file = new URL('package.json', up);
    if (existsSync(file)) return file;
  }
  throw new Error('no package.json above the service');
}

/**
 * The service's version from package.json (copied into the image beside dist/). Shared cache keys
 * carry it, so replicas of two releases never read each other's results.
 */
export const SERVICE_VERSION: string = (JSON.parse(readFileSync(packageFile(), 'utf8')) as { version: string }).version;
