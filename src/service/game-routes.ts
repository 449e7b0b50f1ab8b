import type { Express, Request, RequestHandler, Response } from 'express';
import { defaultLines, MAX_LINES } from '../analysis/lines.js';
import { resolveSearch, type SearchOptions } from '../analysis/search-options.js';
import type { GameRegistry } from '../games/registry.js';
import { legalMoves, replay } from '../games/replay.js';
import type { GameDefinition, GameInfo, Position, PositionInput } from '../games/types.js';
import type { Admission } from './admission.js';
import type { AnswerMargin } from './answer-margin.js';
import type { Metrics } from './metrics.js';
import { formatPath, Problem } from './problem.js';
import type { ResultCache } from './result-cache.js';
import { withLevels } from '../games/level-table.js';
import { gameSchemas } from './schemas.js';
import { parseBody } from './json-body.js';
import type { SearchPool } from '../workers/search-pool.js';
import { restyleFor } from './notation-style.js';
import { answerSearch, type AnswerTerms } from './search-route.js';
import { cachedAnswerSchemas } from './cached-answer.js';
import { isAnalysis, type SearchAnswer } from '../workers/search-task.js';
import { moveAsSent } from './move-as-sent.js';

export interface GameRouteDeps {
  registry: GameRegistry;
  pool: SearchPool;
  cache: ResultCache;
  /** Each client's share of the searches (CLIENT_MAX_SEARCHES, search seconds a minute). */
  admission: Admission;
  metrics: Metrics;
  /** Milliseconds on a monotonic clock, for the answers' `overrunMs`; tests pass their own. */
  now: () => number;
  /** How long before `timeMs` searches stop, learnt from the latest answers. */
  margin: AnswerMargin;
  /** Body reading (415, 413, malformed JSON) for the POST routes. */
  jsonBody: RequestHandler[];
}

/** A position read to its end, or a 400 naming the move or board field that breaks a rule. */
function legalRead<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, position: Q) {
  const read = replay(game, position);
  if (read.valid) return read;
  const where = read.index === null ? 'the board' : `moves[${read.index}]`;
  throw new Problem('illegal-position', `${where} breaks a rule: ${read.reason}`, [
    { path: formatPath(['position', ...read.path]), code: read.code, reason: read.reason },
  ]);
}

/** A search's statistics with how long it waited, whether it came from the cache and whether it was late. */
function statsOf(result: SearchAnswer, { queuedMs, cached, overrunMs }: AnswerTerms) {
  return { ...result.stats, queuedMs: Math.round(queuedMs * 1000) / 1000, cached, ...(overrunMs === undefined ? {} : { overrunMs }) };
}

/** The notation style a request names, for games with several (the schema lists them). */
function namedStyle(body: object): string | undefined {
  return 'notationStyle' in body && typeof body.notationStyle === 'string' ? body.notationStyle : undefined;
}

/** Only the clock limits a search that names neither a depth nor a node limit. */
function onClock(search: SearchOptions | undefined): boolean {
  return search?.depth === undefined && search?.nodes === undefined;
}

/** One game's route handlers, typed with the game's own types. */
interface GameHandlers {
  info: GameInfo;
  validate(req: Request, res: Response): void;
  legalMoves(req: Request, res: Response): void;
  bestMove(req: Request, res: Response): Promise<void>;
  analyse(req: Request, res: Response): Promise<void>;
}

/**
 * The /v1/games routes of every game in the registry. Everything game-specific comes from the
 * game's definition; these handlers only parse, dispatch and shape answers. The routes are the
 * `:game` templates (one metrics label per route), dispatching to handlers built per game at start-up.
 */
export function registerGameRoutes(app: Express, deps: GameRouteDeps): void {
  const handlers = new Map(deps.registry.games.map((game) => [game.info.id, game.use((definition) => handlersOf(definition, deps))]));
  const of = (req: Request): GameHandlers => {
    const found = handlers.get(String(req.params.game));
    if (!found) throw new Error(`route for unknown game ${req.params.game}`);
    return found;
  };

  app.param('game', (_req, _res, next, id: string) => {
    if (handlers.has(id)) return next();
    next(new Problem('unknown-game', `no game "${id}"; GET /v1/games lists them`, [{ path: 'game', code: 'unknown-game', reason: 'unknown game id' }]));
  });
  app.get('/v1/games', (_req, res) => {
    res.json({ games: [...handlers.values()].map((h) => h.info) });
  });
  app.get('/v1/games/:game', (req, res) => {
    res.json(of(req).info);
  });
  app.post('/v1/games/:game/validate', ...deps.jsonBody, (req: Request, res: Response) => of(req).validate(req, res));
  app.post('/v1/games/:game/legal-moves', ...deps.jsonBody, (req: Request, res: Response) => of(req).legalMoves(req, res));
  app.post('/v1/games/:game/best-move', ...deps.jsonBody, (req: Request, res: Response) => of(req).bestMove(req, res));
  app.post('/v1/games/:game/analyse', ...deps.jsonBody, (req: Request, res: Response) => of(req).analyse(req, res));
}

function handlersOf<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, deps: GameRouteDeps): GameHandlers {
  const { cache } = deps;
  const schemas = gameSchemas(game);
  const answers = cachedAnswerSchemas(game.moveSchema);
  const maxMoves = game.info.limits.moves.max;

  /** A position to search: legal, not over, with the search resolved once (the worker runs exactly this). */
  const searchable = (position: Q, options: SearchOptions | undefined) => {
    const { state, start, moves, given } = legalRead(game, position);
    const status = game.status(state);
    if (status.over) throw new Problem('game-over', `the game is over (${status.reason}): there is no move to search`, [], undefined, { gameStatus: status });
    return { state, given, request: { game: game.info.id, start, moves, search: resolveSearch(game.info, options) } };
  };

  return {
    info: withLevels(game),

    validate(req, res) {
      const { position } = parseBody(schemas.positionRequest, req.body, maxMoves);
      const read = replay(game, position);
      if (read.valid) {
        res.json({ valid: true, position: game.describe(read.state), status: game.status(read.state) });
        return;
      }
      res.json({
        valid: false,
        index: read.index,
        move: moveAsSent(read.move),
        code: read.code,
        reason: read.reason,
        position: read.state === null ? null : game.describe(read.state),
      });
    },

    legalMoves(req, res) {
      const body = parseBody(schemas.positionRequest, req.body, maxMoves);
      const { state, given } = legalRead(game, body.position);
      const restyle = restyleFor(game, given, namedStyle(body));
      const moves = legalMoves(game, state).map((move) => restyle(game.formatMove(state, move)));
      res.json({ moves, count: moves.length, status: game.status(state), position: game.describe(state) });
    },

    async bestMove(req, res) {
      const body = parseBody(schemas.bestMoveRequest, req.body, maxMoves);
      if (body.search?.level !== undefined && game.levels === undefined) {
        const reason = `${game.info.name} offers no levels`;
        throw new Problem('invalid-request', `search.level: ${reason}`, [{ path: 'search.level', code: 'invalid-value', reason }]);
      }
      const { state, given, request } = searchable(body.position, body.search);
      const restyle = restyleFor(game, given, namedStyle(body));
      await answerSearch(req, res, deps, {
        request,
        key: cache.key(game, state, request.search),
        onClock: onClock(body.search),
        shape: answers.bestMove,
        narrow: (result) => (isAnalysis(result) ? undefined : result),
        body: (result, terms) => ({
          ...result,
          move: restyle(result.move),
          pv: result.pv.map(restyle),
          stats: statsOf(result, terms),
          position: game.describe(state),
        }),
        progress: (progress) => ({ ...progress, pv: progress.pv.map(restyle) }),
      });
    },

    async analyse(req, res) {
      const body = parseBody(schemas.analyseRequest, req.body, maxMoves);
      const { state, given, request } = searchable(body.position, body.search);
      const lines = Math.min(body.lines ?? defaultLines(legalMoves(game, state).length), MAX_LINES);
      const restyle = restyleFor(game, given, namedStyle(body));
      await answerSearch(req, res, deps, {
        request: { ...request, lines },
        key: cache.key(game, state, request.search, lines),
        onClock: onClock(body.search),
        shape: answers.analysis,
        narrow: (result) => (isAnalysis(result) ? result : undefined),
        body: (result, terms) => ({
          lines: result.lines.map((line) => ({ ...line, move: restyle(line.move), pv: line.pv.map(restyle) })),
          stats: statsOf(result, terms),
          position: game.describe(state),
        }),
        progress: (progress) => ({ ...progress, pv: progress.pv.map(restyle) }),
      });
    },
  };
}
