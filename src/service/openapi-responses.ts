import type { ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { PROBLEM_TYPES, type ProblemType } from './problem.js';
import { problemSchema } from './schemas.js';

/*
 * Which problems each kind of route can answer. The statuses an operation documents are derived
 * from these lists, so a status is never documented without its types or answered undocumented.
 */

/** Any route: Node's parser refusals (bad HTTP, timeouts, huge headers, an unknown Expect) and a fault of ours. */
export const ANY_ROUTE: ProblemType[] = ['invalid-request', 'request-timeout', 'expectation-failed', 'headers-too-large', 'internal-error'];
/** Any /v1 route: also API keys, the request rate limit and shutdown. */
export const V1_ROUTE: ProblemType[] = [...ANY_ROUTE, 'unauthorized', 'rate-limited', 'shutting-down'];
/** Any /v1 route that reads a JSON body. */
export const BODY_ROUTE: ProblemType[] = [...V1_ROUTE, 'invalid-json', 'payload-too-large', 'unsupported-media-type'];
/** best-move and analyse: the rules, and everything admission can refuse. */
export const SEARCH_ROUTE: ProblemType[] = [...BODY_ROUTE, 'illegal-position', 'game-over', 'too-many-searches', 'search-quota', 'overloaded'];

const integer = { type: 'integer' as const };
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again (here, or on another instance when shutting down).', schema: integer },
};
const wwwAuthenticate = { 'WWW-Authenticate': { description: '`Bearer`', schema: { type: 'string' as const } } };

/** The problem+json responses for these types, one per status, each listing its types and when. */
export function problemResponses(types: readonly ProblemType[]): Record<number, ResponseConfig> {
  const byStatus = new Map<number, ProblemType[]>();
  for (const type of new Set(types)) {
    const { status } = PROBLEM_TYPES[type];
    byStatus.set(status, [...(byStatus.get(status) ?? []), type]);
  }
  const sorted = [...byStatus].sort(([a], [b]) => a - b);
  return Object.fromEntries(
    sorted.map(([status, list]) => {
      const headers = status === 429 || status === 503 ? retryAfter : status === 401 ? wwwAuthenticate : undefined;
      const response: ResponseConfig = {
        description: list.map((type) => `\`${type}\`: ${PROBLEM_TYPES[type].when}.`).join(' '),
        ...(headers ? { headers } : {}),
        content: { 'application/problem+json': { schema: problemSchema } },
      };
      return [status, response];
    }),
  );
}
