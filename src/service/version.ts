import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The nearest package.json above this module: the project's, from src/, dist/ and dist-bench/ alike. */
function packageFile(): URL {
  for (let up = new URL('../', import.meta.url); up.pathname !== '/'; up = new URL('../', up)) {
    const file = new URL('package.json', up);
    if (existsSync(file)) return file;
  }
  throw new Error('no package.json above the service');
}

/**
 * The service's version from package.json (copied into the image beside dist/), for people: two
 * builds of one version may still answer differently.
 */
export const SERVICE_VERSION: string = (JSON.parse(readFileSync(packageFile(), 'utf8')) as { version: string }).version;

let id: string | undefined;

/**
 * The build: the version and a hash of every file of the tree the service runs from (dist/, or
 * src/ under tsx), its code, kernels and tables alike, so two builds never share cached answers,
 * whatever their version says. Read once, on first use (a few milliseconds for 3 MB).
 */
export function buildId(): string {
  if (id === undefined) {
    const root = fileURLToPath(new URL('../', import.meta.url));
    const hash = createHash('sha256');
    // Sorted, so the hash does not depend on the order the file system lists them in.
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`)
      .sort();
    for (const file of files) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
    id = `${SERVICE_VERSION}+${hash.digest('hex').slice(0, 12)}`;
  }
  return id;
}
