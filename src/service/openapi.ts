import { OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { Document } from 'yaml';
import { z } from 'zod';
import type { Game, GameDefinition, Position, PositionInput } from '../games/types.js';
import { PROBLEM_TYPES, type ProblemType } from './problem.js';
import {
  gameInfoSchema,
  gameListSchema,
  gameSchemas,
  healthSchema,
  problemSchema,
  readySchema,
} from './schemas.js';

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' as const } },
};

function problem(types: ProblemType[], description: string): ResponseConfig {
  const withRetry = types.some((t) => PROBLEM_TYPES[t].status === 429 || PROBLEM_TYPES[t].status === 503);
  return {
    description: `${description} (type ${types.map((t) => `\`${t}\``).join(' or ')})`,
    ...(withRetry ? { headers: retryAfter } : {}),
    content: { 'application/problem+json': { schema: problemSchema } },
  };
}

const json = (schema: z.ZodType, description: string): ResponseConfig => ({
  description,
  content: { 'application/json': { schema } },
});

/** Errors any body-carrying game route can answer. */
const bodyErrors = {
  413: problem(['payload-too-large'], 'The body is over BODY_LIMIT'),
  415: problem(['unsupported-media-type'], 'The Content-Type is not JSON'),
  429: problem(['rate-limited'], 'Over RATE_LIMIT requests per minute from this client'),
};

/** Every /v1 route takes an API key when API_KEYS_FILE lists some; without one the service is open. */
const BEARER = 'apiKey';
const keyed: { security: Record<string, string[]>[] } = {
  security: [{ [BEARER]: [] }, {}],
};
const unauthorized = {
  401: problem(['unauthorized'], 'API keys are configured and the request has none (and ANONYMOUS_SEARCH_SECONDS is 0), or an unknown one'),
};

function registerGame<S, Q extends PositionInput, P extends Q & Position>(registry: OpenAPIRegistry, game: GameDefinition<S, Q, P>): void {
  const { info } = game;
  const schemas = gameSchemas(game);
  const base = `/v1/games/${info.id}`;
  const examples = Object.fromEntries(
    info.positionFormats.map((format, i) => [`format${i + 1}`, { summary: format.description, value: { position: format.example } }]),
  );
  const request = (schema: z.ZodType, extra: Record<string, { summary: string; value: unknown }> = {}) => ({
    body: { required: true, content: { 'application/json': { schema, examples: { ...examples, ...extra } } } },
  });
  const tags = [info.name];

  registry.registerPath({
    method: 'post',
    path: `${base}/best-move`,
    tags,
    ...keyed,
    summary: `Best move in a ${info.name} position`,
    description: `Searches the position and answers the best move, its score and the search statistics. ${info.summary}`,
    request: request(schemas.bestMoveRequest, {
      withSearch: {
        summary: 'With search options',
        value: {
          position: info.positionFormats[0]?.example,
          search: { algorithm: 'iterative', timeMs: info.limits.timeMs.default, evaluation: info.defaultEvaluation },
        },
      },
    }),
    responses: {
      200: json(schemas.bestMoveResponse, 'The best move found'),
      400: problem(['invalid-json', 'invalid-request', 'illegal-position'], 'Malformed body, schema mismatch, or a rule broken'),
      ...unauthorized,
      ...bodyErrors,
      429: problem(
        ['rate-limited', 'too-many-searches', 'search-quota'],
        "Over RATE_LIMIT requests a minute, CLIENT_MAX_SEARCHES searches at once, or the client's search seconds a minute",
      ),
      422: problem(['game-over'], 'The position is finished'),
      503: problem(['overloaded', 'shutting-down'], 'Every worker busy and the queue full, or shutting down'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${base}/legal-moves`,
    tags,
    ...keyed,
    summary: `Legal moves of a ${info.name} position`,
    request: request(schemas.positionRequest),
    responses: {
      200: json(schemas.legalMovesResponse, 'Every legal move (none once the game is over) and the status'),
      400: problem(['invalid-json', 'invalid-request', 'illegal-position'], 'Malformed body, schema mismatch, or a rule broken'),
      ...unauthorized,
      ...bodyErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${base}/validate`,
    tags,
    ...keyed,
    summary: `Check a ${info.name} position against the rules`,
    description:
      'Answers the resolved position when it is legal; otherwise the first move (or the board) that breaks a rule, the rule, and the last legal position.',
    request: request(schemas.positionRequest),
    responses: {
      200: json(schemas.validateResponse, 'Whether the position is legal'),
      400: problem(['invalid-json', 'invalid-request'], 'Malformed body or schema mismatch'),
      ...unauthorized,
      ...bodyErrors,
    },
  });
}

/** The OpenAPI 3.1 document of the service for these games; openapi.yaml is its committed form. */
export function openApiDocument(games: readonly Game[]) {
  const registry = new OpenAPIRegistry();
  const ids = games.map((g) => g.info.id);
  registry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    description: 'A key from the API_KEYS_FILE, as `Authorization: Bearer <key>`. Only when the operator configured keys.',
  });

  registry.registerPath({
    method: 'get',
    path: '/v1/games',
    tags: ['Games'],
    summary: 'Every game: rules, position formats, move notation, evaluations and search limits',
    ...keyed,
    responses: { 200: json(gameListSchema, 'The games offered'), ...unauthorized, 429: bodyErrors[429] },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/games/{game}',
    tags: ['Games'],
    summary: 'One game',
    ...keyed,
    request: {
      params: z.object({ game: (ids.length > 0 ? z.enum(ids) : z.string()).describe('Game id') }),
    },
    responses: {
      200: json(gameInfoSchema, 'The game'),
      ...unauthorized,
      404: problem(['unknown-game'], 'No game has this id'),
      429: bodyErrors[429],
    },
  });
  for (const game of games) game.use((definition) => registerGame(registry, definition));

  registry.registerPath({
    method: 'get',
    path: '/healthz',
    tags: ['Operations'],
    summary: 'Liveness',
    responses: { 200: json(healthSchema, 'The process answers') },
  });
  registry.registerPath({
    method: 'get',
    path: '/readyz',
    tags: ['Operations'],
    summary: 'Readiness',
    responses: {
      200: json(readySchema, 'Accepting searches'),
      503: problem(['shutting-down'], 'Shutting down: send new work elsewhere'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/metrics',
    tags: ['Operations'],
    summary: 'Prometheus metrics',
    responses: { 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: z.string() } } } },
  });
  registry.registerPath({
    method: 'get',
    path: '/openapi.yaml',
    tags: ['Operations'],
    summary: 'This document',
    responses: { 200: { description: 'OpenAPI 3.1', content: { 'application/yaml': { schema: z.string() } } } },
  });

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Board game move service',
      version: '1',
      description:
        'Best moves, legal moves and position checks for abstract board games. Every game uses the same routes and field names; ' +
        'only the position, the move fields and the evaluation names differ (see `GET /v1/games`). ' +
        'Errors are RFC 9457 `application/problem+json` with a `type` to branch on and `errors[].path` naming the field at fault.',
    },
  });
}

/** openapi.yaml exactly as `npm run openapi` writes it. */
export function openApiYaml(document: ReturnType<typeof openApiDocument>): string {
  const doc = new Document(document, { aliasDuplicateObjects: false });
  doc.commentBefore = ' Generated from the zod schemas by `npm run openapi`; do not edit by hand.';
  return doc.toString({ lineWidth: 0 });
}
