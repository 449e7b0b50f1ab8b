import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Express, RequestHandler } from 'express';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { API_VERSION } from './api-version.js';
import { ANY_ROUTE, problemResponses } from './openapi-responses.js';
import { Problem } from './problem.js';

/**
 * The typed client's npm package (scripts/build-client.mjs packs it into dist/client-package/). The
 * same path from src/service/ (tsx, the tests) and from dist/service/ (npm start, the Docker image).
 */
export const CLIENT_PACKAGE = fileURLToPath(new URL('../../dist/client-package/client.tgz', import.meta.url));

/** Always this service's client: checked again on every use, since an upgrade may change it. */
export const CLIENT_PATH = '/client.tgz';
/** The client of this contract version: any build of it reads this contract, so caches keep it a day. */
export const VERSIONED_CLIENT_PATH = `/client-${API_VERSION}.tgz`;

/** Streams the tarball from disk (send: ranges, ETag, conditional requests), never buffered per request. */
function sendPackage(cacheControl: string): RequestHandler {
  return (_req, res, next) => {
    res.sendFile(CLIENT_PACKAGE, { headers: { 'Cache-Control': cacheControl, 'Content-Type': 'application/gzip' } }, (err?: Error & { status?: number }) => {
      if (err === undefined || res.headersSent) return;
      next(err.status === 404 ? new Problem('not-found', 'the client package is not built on this instance: `npm run build` builds it') : err);
    });
  };
}

/** `npm install http://<host>/client.tgz` installs the client of the contract this service speaks. */
export function registerClientPackage(app: Express): void {
  app.get(CLIENT_PATH, sendPackage('no-cache'));
  app.get(VERSIONED_CLIENT_PATH, sendPackage('public, max-age=86400'));
}

export function documentClientPackage(registry: OpenAPIRegistry): void {
  const tarball = { 'application/gzip': { schema: z.string().describe('An npm package tarball') } };
  for (const [path, which] of [
    [CLIENT_PATH, 'the client of the contract this instance speaks now'],
    [VERSIONED_CLIENT_PATH, `the client of contract version ${API_VERSION}`],
  ]) {
    registry.registerPath({
      method: 'get',
      path,
      operationId: path === CLIENT_PATH ? 'client' : 'versionedClient',
      tags: ['Client'],
      summary: `The typed client: ${which}`,
      description:
        `The TypeScript client as an npm package of version ${API_VERSION}.0.0 with its dependencies compiled in: ` +
        `\`npm install http://<host>${path}\` is the whole installation, with no registry needed.`,
      security: [],
      responses: { 200: { description: 'The package', content: tarball }, ...problemResponses([...ANY_ROUTE, 'not-found']) },
    });
  }
}
