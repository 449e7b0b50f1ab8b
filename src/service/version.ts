import { readFileSync } from 'node:fs';

/**
 * The service's version from package.json (beside src/ and dist/ alike, and copied into the image).
 * Shared cache keys carry it, so replicas of two releases never read each other's results.
 */
export const SERVICE_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
