import { extendZodWithOpenApi, OpenAPIRegistry, OpenApiGeneratorV31, type ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { Document } from 'yaml';
import { z } from 'zod';
import type { Game, GameDefinition, Position, PositionInput } from '../games/types.js';
import { API_VERSION } from './api-version.js';
import { documentClientPackage } from './client-package.js';
import { ANY_ROUTE, BODY_ROUTE, problemResponses, SEARCH_ROUTE, V1_ROUTE } from './openapi-responses.js';
import { gameInfoSchema, gameListSchema, gameSchemas, healthSchema, readySchema, schemaPrefix } from './schemas.js';

// The registry names a schema no route refers to (the progress events' data) through zod's `.openapi`.
extendZodWithOpenApi(z);

const json = (schema: z.ZodType, description: string): ResponseConfig => ({
  description,
  content: { 'application/json': { schema } },
});

/** Every /v1 route takes an API key when API_KEYS_FILE lists some; without one the service is open. */
const BEARER = 'apiKey';
const keyed: { security: Record<string, string[]>[] } = { security: [{ [BEARER]: [] }, {}] };
/** The probes, metrics and this document never take a key. */
const open: { security: Record<string, string[]>[] } = { security: [] };

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
  // connect4 → connect4BestMove, line-em-up → lineEmUpBestMove: unique, and usable as method names.
  const prefix = schemaPrefix(info).replace(/^./, (c) => c.toLowerCase());

  const name = schemaPrefix(info);
  registry.register(`${name}Progress`, schemas.progress);
  /** A search's answer as one JSON body, or as server-sent events when the client asks for them. */
  const searchAnswer = (route: string, schema: z.ZodType, answer: string, description: string): ResponseConfig => ({
    description,
    content: {
      'application/json': { schema },
      'text/event-stream': {
        schema: z
          .string()
          .describe(
            'With `Accept: text/event-stream`: server-sent events, one `info` event per finished iteration of the search ' +
              `(data: a \`${name}Progress\`: depth, score, pv, nodes, nps, timeMs), then one \`result\` event whose data is exactly ` +
              `the JSON answer (a \`${answer}\`), then the stream ends. An answer from the cache is its \`result\` event alone. ` +
              'Errors found before the search starts are answered with their status as problem+json, before any event; ' +
              'a failure after the stream started is an `error` event whose data is the problem+json body, then the stream ends. ' +
              'Closing the stream stops the search. Browsers read it with `fetch` (EventSource cannot POST). ' +
              `From a shell: \`curl -N localhost:3000${base}/${route} -H 'content-type: application/json' -H 'accept: text/event-stream' ` +
              `-d '${JSON.stringify({ position: info.positionFormats[0]?.example, search: { depth: 3 } })}'\`.`,
          ),
      },
    },
  });

  registry.registerPath({
    method: 'post',
    path: `${base}/analyse`,
    operationId: `${prefix}Analyse`,
    tags,
    ...keyed,
    summary: `Every move's score in a ${info.name} position`,
    description:
      'Answers the best `lines` root moves, best first, each with the score of the position if it is played and its line (multi-PV): ' +
      'every line is searched to the same depth (so a position with thousands of moves, as in Amazons\' opening, gets a ply or two in a second), ' +
      'within the one `timeMs` of the request, and proven where the engine can prove it. ' +
      'Cached like best-move when reproducible.',
    request: request(schemas.analyseRequest, {
      withLines: {
        summary: 'The best three moves',
        value: { position: info.positionFormats[0]?.example, lines: 3, search: { timeMs: info.limits.timeMs.default } },
      },
    }),
    responses: {
      200: searchAnswer('analyse', schemas.analyseResponse, `${name}Analysis`, 'The best moves with their scores and lines'),
      ...problemResponses(SEARCH_ROUTE),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${base}/best-move`,
    operationId: `${prefix}BestMove`,
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
      200: searchAnswer('best-move', schemas.bestMoveResponse, `${name}BestMove`, 'The best move found'),
      ...problemResponses(SEARCH_ROUTE),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${base}/legal-moves`,
    operationId: `${prefix}LegalMoves`,
    tags,
    ...keyed,
    summary: `Legal moves of a ${info.name} position`,
    description: 'Answers every legal move in notation and as move objects, the status, and the resolved position.',
    request: request(schemas.positionRequest),
    responses: {
      200: json(schemas.legalMovesResponse, 'Every legal move (none once the game is over) and the status'),
      ...problemResponses([...BODY_ROUTE, 'illegal-position']),
    },
  });
  registry.registerPath({
    method: 'post',
    path: `${base}/validate`,
    operationId: `${prefix}Validate`,
    tags,
    ...keyed,
    summary: `Check a ${info.name} position against the rules`,
    description:
      'Answers the resolved position when it is legal; otherwise the first move (or the board) that breaks a rule, the rule, and the last legal position.',
    request: request(schemas.positionRequest),
    responses: {
      200: json(schemas.validateResponse, 'Whether the position is legal'),
      ...problemResponses(BODY_ROUTE),
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
    operationId: 'listGames',
    tags: ['Games'],
    summary: 'Every game',
    description: 'Every game offered: rules, position formats with examples, move notation, evaluations, parameters and limits.',
    ...keyed,
    responses: { 200: json(gameListSchema, 'The games offered'), ...problemResponses(V1_ROUTE) },
  });
  registry.registerPath({
    method: 'get',
    path: '/v1/games/{game}',
    operationId: 'getGame',
    tags: ['Games'],
    summary: 'One game',
    description: 'One game as `GET /v1/games` lists it, with its limits (among them the longest `moves`).',
    ...keyed,
    request: {
      params: z.object({ game: (ids.length > 0 ? z.enum(ids) : z.string()).describe('Game id') }),
    },
    responses: {
      200: json(gameInfoSchema, 'The game'),
      ...problemResponses([...V1_ROUTE, 'unknown-game']),
    },
  });
  for (const game of games) game.use((definition) => registerGame(registry, definition));

  registry.registerPath({
    method: 'get',
    path: '/healthz',
    operationId: 'health',
    tags: ['Operations'],
    summary: 'Liveness',
    description: 'Answers while the process runs; answered before any other middleware, so it stays fast under load.',
    ...open,
    responses: { 200: json(healthSchema, 'The process answers'), ...problemResponses(ANY_ROUTE) },
  });
  registry.registerPath({
    method: 'get',
    path: '/readyz',
    operationId: 'ready',
    tags: ['Operations'],
    summary: 'Readiness',
    description: 'Answers 503 once the instance is shutting down, so a load balancer sends new work elsewhere.',
    ...open,
    responses: { 200: json(readySchema, 'Accepting searches'), ...problemResponses([...ANY_ROUTE, 'shutting-down']) },
  });
  registry.registerPath({
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    tags: ['Operations'],
    summary: 'Prometheus metrics',
    description: 'Requests, searches, queue, cache and Node runtime metrics in the Prometheus text format.',
    ...open,
    responses: {
      200: { description: 'Prometheus text format', content: { 'text/plain': { schema: z.string() } } },
      ...problemResponses(ANY_ROUTE),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/openapi.yaml',
    operationId: 'openApiDocument',
    tags: ['Operations'],
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of this instance, generated from its schemas.',
    ...open,
    responses: {
      200: { description: 'OpenAPI 3.1', content: { 'application/yaml': { schema: z.string() } } },
      ...problemResponses([...ANY_ROUTE, 'rate-limited']),
    },
  });

  documentClientPackage(registry);

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Board game move service',
      version: API_VERSION,
      description:
        'Best moves, legal moves and position checks for abstract board games. Every game uses the same routes and field names; ' +
        'only the position, the move fields and the evaluation names differ (see `GET /v1/games`). ' +
        'Errors are RFC 9457 `application/problem+json` with a `type` to branch on and `errors[].path` naming the field at fault.',
    },
    servers: [
      { url: '/', description: 'The instance serving this document (`npm start` serves on port 3000)' },
    ],
    tags: [
      { name: 'Games', description: 'The games offered, their rules, formats and limits' },
      ...games.map((game) => ({ name: game.info.name, description: game.info.summary })),
      { name: 'Operations', description: 'Probes, metrics and this document' },
      { name: 'Client', description: 'The typed TypeScript client, an npm package of this contract' },
    ],
  });
}

type OpenApiDocument = ReturnType<typeof openApiDocument>;

/**
 * The document of an instance without API keys: no security scheme and no route's `security`, so
 * Swagger UI shows no padlock and offers no "Authorize" for a key nobody needs. The committed
 * openapi.yaml keeps them: it documents the service as an operator may configure it.
 */
export function withoutApiKeys(document: OpenApiDocument): OpenApiDocument {
  const { securitySchemes: _, ...components } = document.components ?? {};
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(Object.entries(item).map(([method, operation]) => [method, withoutSecurity(operation)])),
    ]),
  );
  return { ...document, components, paths };
}

function withoutSecurity(operation: unknown): unknown {
  if (typeof operation !== 'object' || operation === null || !('security' in operation)) return operation;
  const { security: _, ...rest } = operation;
  return rest;
}

/** openapi.yaml exactly as `npm run openapi` writes it. */
export function openApiYaml(document: OpenApiDocument): string {
  const doc = new Document(document, { aliasDuplicateObjects: false });
  doc.commentBefore = ' Generated from the zod schemas by `npm run openapi`; do not edit by hand.';
  return doc.toString({ lineWidth: 0 });
}
