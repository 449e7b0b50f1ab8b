import express, { type Express } from 'express';
import { fileURLToPath } from 'node:url';

/**
 * The play page's built files (scripts/build-web.mjs writes them to dist/web/). The same path from
 * src/service/ (tsx, the tests) and from dist/service/ (npm start, the Docker image).
 */
export const PLAY_PAGE_DIR = fileURLToPath(new URL('../../dist/web/', import.meta.url));

/** Serves the play page at / (index.html) with its modules and style sheet beside it. */
export function registerPlayPage(app: Express): void {
  // Only the page's own files: the build stamp and anything else in the folder stay unserved.
  app.use(express.static(PLAY_PAGE_DIR, { index: 'index.html', dotfiles: 'ignore', fallthrough: true }));
}
