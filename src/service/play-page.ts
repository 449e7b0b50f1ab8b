import type { Express } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryFile, serveMemoryFiles } from './memory-files.js';

/**
 * The play page's built files (scripts/build-web.mjs writes them to dist/web/). The same path from
 * src/service/ (tsx, the tests) and from dist/service/ (npm start, the Docker image).
 */
export const PLAY_PAGE_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

/** The page's files by URL path, its dotfiles (the build stamp) left out. */
function pageFiles(): Map<string, MemoryFile> {
  const files = new Map<string, MemoryFile>();
  const entries = readdirSync(PLAY_PAGE_DIR, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    const url = `/${relative(PLAY_PAGE_DIR, path).split(sep).join('/')}`;
    if (entry.isFile() && !url.split('/').some((part) => part.startsWith('.'))) files.set(url, MemoryFile.read(path));
  }
  const index = files.get('/index.html');
  if (index) files.set('/', index);
  return files;
}

/** Serves the play page at / (index.html) with its modules and style sheet beside it, from memory. */
export function registerPlayPage(app: Express): void {
  // Listed at the first request after a build, so a page built after the service was created is found.
  let files: Map<string, MemoryFile> | undefined;
  app.use(
    serveMemoryFiles((path) => {
      if (files === undefined && existsSync(PLAY_PAGE_DIR)) files = pageFiles();
      return files?.get(path);
    }),
  );
}
