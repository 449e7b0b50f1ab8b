import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The latest modification time of any file under `dir`: the build scripts rebuild when it passes their stamp's. */
export function newestMtime(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return t;
}
