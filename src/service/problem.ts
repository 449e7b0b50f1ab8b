import type { Response } from 'express';
import type { z } from 'zod';
import type { FaultCode } from '../games/fault-codes.js';

/**
 * RFC 9457 problem details. Every error the service answers is one of these types, so a client can
 * branch on `type` (and on `errors[].code` within it) and show `errors[].reason` next to the field at
 * `errors[].path`.
 */
export const PROBLEM_TYPES = {
  'invalid-json': { status: 400, title: 'The body is not valid JSON', when: 'the body does not parse as JSON' },
  'invalid-request': {
    status: 400,
    title: 'The request does not match the schema',
    when: 'the body does not match the schema, `moves` is over the game\'s maximum, the URL or a compressed body is malformed, or the request is not valid HTTP (an HTTP/1.1 request without `Host` included)',
  },
  'illegal-position': { status: 400, title: 'The position breaks the rules', when: 'the board or a move breaks a rule of the game' },
  unauthorized: {
    status: 401,
    title: 'An API key is required, or the one given is unknown',
    when: 'API_KEYS_FILE lists keys and the request has none (with ANONYMOUS_SEARCH_SECONDS 0) or an unknown one',
  },
  'not-found': { status: 404, title: 'No such route', when: 'no route has this method and path' },
  'unknown-game': { status: 404, title: 'No such game', when: 'no game has this id' },
  'request-timeout': {
    status: 408,
    title: 'The request was not received in time',
    when: 'the headers or the whole request took longer than the connection timeouts',
  },
  'expectation-failed': {
    status: 417,
    title: 'The Expect header asks for what the service does not do',
    when: 'the request has an `Expect` header other than `100-continue`',
  },
  'payload-too-large': { status: 413, title: 'The body is too large', when: 'the body is over BODY_LIMIT' },
  'unsupported-media-type': { status: 415, title: 'The body must be JSON', when: 'the Content-Type is not JSON' },
  'game-over': { status: 422, title: 'The game is already over', when: 'the position is finished: there is no move to search' },
  'rate-limited': {
    status: 429,
    title: 'Too many requests',
    when: 'over RATE_LIMIT requests a minute from this client, or (with API keys) over 10 wrong keys a minute from its address',
  },
  'too-many-searches': {
    status: 429,
    title: 'This client already has its share of searches running or waiting',
    when: 'the client already has CLIENT_MAX_SEARCHES searches running or waiting',
  },
  'search-quota': {
    status: 429,
    title: 'This client used its search seconds for now',
    when: "the client used its search seconds a minute (CLIENT_SEARCH_SECONDS, its key's, or ANONYMOUS_SEARCH_SECONDS)",
  },
  'headers-too-large': { status: 431, title: 'The request headers are too large', when: 'the headers are over 16 KB' },
  'internal-error': { status: 500, title: 'Internal error', when: 'a fault of the service (logged with its details)' },
  overloaded: { status: 503, title: 'Every worker is busy and the queue is full', when: 'every worker is busy and the queue is full' },
  'shutting-down': { status: 503, title: 'The service is shutting down', when: 'the instance is shutting down: retry on another' },
} as const;

export type ProblemType = keyof typeof PROBLEM_TYPES;

/**
 * A problem's `type` as the answer gives it: an absolute URI, as RFC 9457 asks. A tag URI (RFC 4151)
 * names the type without promising a page behind it, so no client is tempted to fetch it; the types
 * and when each is answered are documented in openapi.yaml.
 */
export function problemTypeUri(type: ProblemType): string {
  return `tag:board-game-move-service,2026:problem:${type}`;
}

/** Every problem type's URI, for the schema's enum. */
export function problemTypeUris(): string[] {
  // Object.keys types the keys of a literal object as plain strings.
  return (Object.keys(PROBLEM_TYPES) as ProblemType[]).map(problemTypeUri);
}

export interface FieldError {
  /** Where in the body, e.g. `position.moves[3]`; empty for the body itself. */
  path: string;
  code: FaultCode;
  reason: string;
}

export class Problem extends Error {
  readonly status: number;

  constructor(
    readonly type: ProblemType,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    /** Seconds, for the Retry-After header of 429 and 503 answers. */
    readonly retryAfter?: number,
    /** RFC 9457 extension members of this type (`game-over`'s `gameStatus`). */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
    this.status = PROBLEM_TYPES[type].status;
  }
}

/** The body of a problem answer. */
export function problemDetails(problem: Pick<Problem, 'type' | 'detail' | 'errors'> & Partial<Pick<Problem, 'extensions'>>) {
  const { type, detail, errors, extensions } = problem;
  const { status, title } = PROBLEM_TYPES[type];
  return { type: problemTypeUri(type), title, status, detail, errors, ...extensions };
}

/** The status and JSON text of a problem, for express and for answers written on the raw socket. */
export function problemBody(type: ProblemType, detail: string, errors: FieldError[] = []): { status: number; body: string } {
  const details = problemDetails({ type, detail, errors });
  return { status: details.status, body: JSON.stringify(details) };
}

export function sendProblem(res: Response, problem: Problem): void {
  if (problem.retryAfter !== undefined) res.set('Retry-After', String(problem.retryAfter));
  // RFC 6750: a 401 names the scheme the client should use.
  if (problem.status === 401) res.set('WWW-Authenticate', 'Bearer');
  const details = problemDetails(problem);
  res.status(details.status).type('application/problem+json').send(JSON.stringify(details));
}

/** `['position', 'moves', 3]` → `position.moves[3]`, the way a client would write the access. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** A rejected body as field errors. A failed union reports the alternative that got furthest. */
export function zodErrors(error: z.ZodError, prefix: readonly PropertyKey[] = []): FieldError[] {
  return issuesOf(error.issues).map((issue) => ({
    path: formatPath([...prefix, ...issue.path]),
    code: codeOf(issue),
    reason: issue.message,
  }));
}

/** A zod issue's kind as a fault code; a missing field is zod's wrong type, of `undefined`. */
function codeOf(issue: z.core.$ZodIssue): FaultCode {
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? 'required' : 'wrong-type';
    case 'unrecognized_keys':
      return 'unknown-key';
    case 'too_big':
    case 'too_small':
    case 'not_multiple_of':
      return 'out-of-range';
    case 'invalid_format':
      return 'bad-format';
    default:
      return 'invalid-value';
  }
}

function issuesOf(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    // zod reports unknown keys at their object; a client highlighting `path` must see the key itself.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ ...issue, keys: [key], path: [...issue.path, key], message: unknownKeyReason(key, issue.message) }));
    }
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
    const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
    // Branch paths are relative to the union, so re-anchor them at the union's own path.
    return issuesOf(best).map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
  });
}

/**
 * One key's share of an unknown-keys message: its own clause (with the suggestion of
 * strictObjectSuggesting, `unknown key "dept": did you mean depth?`) and the list of the keys there
 * are, where the message has them.
 */
function unknownKeyReason(key: string, message: string): string {
  const clauses = message.split('; ');
  const own = clauses.find((clause) => clause.startsWith(`unknown key "${key}"`)) ?? `unknown key "${key}"`;
  const known = clauses.find((clause) => clause.startsWith('the keys are'));
  return known === undefined ? own : `${own}; ${known}`;
}

/** How far into the value a branch got before failing: the longest path among its issues (an unknown key one past its object). */
function depth(issues: readonly z.core.$ZodIssue[]): number {
  return Math.max(...issues.map((issue) => issue.path.length + (issue.code === 'unrecognized_keys' ? 1 : 0)));
}
