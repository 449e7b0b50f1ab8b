import type { Express, Request, RequestHandler, Response } from 'express';
import type { BestMove } from '../analysis/analyse.js';
import { resolveSearch } from '../analysis/search-options.js';
import type { GameRegistry } from '../games/registry.js';
import { legalMoves, replay } from '../games/replay.js';
import type { GameDefinition, GameInfo, Position, PositionInput } from '../games/types.js';
import type { Admission } from './admission.js';
import { clientOf } from './clients.js';
import type { Metrics } from './metrics.js';
import { RETRY_SHUTDOWN } from './ops-routes.js';
import { formatPath, Problem } from './problem.js';
import type { ResultCache } from './result-cache.js';
import type { SearchOutcome } from './search-task.js';
import { gameSchemas } from './schemas.js';
import { parseBody } from './json-body.js';
import { PoolStoppingError, QueueFullError, type SearchPool } from './search-pool.js';

export interface GameRouteDeps {
  registry: GameRegistry;
  pool: SearchPool;
  cache: ResultCache;
  /** Each client's share of the searches (CLIENT_MAX_SEARCHES, search seconds a minute). */
  admission: Admission;
  metrics: Metrics;
  /** Body reading (415, 413, malformed JSON) for the POST routes. */
  jsonBody: RequestHandler[];
}

/** A position read to its end, or a 400 naming the move or board field that breaks a rule. */
function legalRead<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>, position: Q) {
  const read = replay(game, position);
  if (read.valid) return read;
  const where = read.index === null ? 'the board' : `moves[${read.index}]`;
  throw new Problem('illegal-position', `${where} breaks a rule: ${read.reason}`, [
    { path: formatPath(['position', ...read.path]), reason: read.reason },
  ]);
}

function answer(result: BestMove, position: unknown, queuedMs: number, cached: boolean) {
  return { ...result, stats: { ...result.stats, queuedMs: Math.round(queuedMs * 1000) / 1000, cached }, position };
}

/** One game's route handlers, typed with the game's own types. */
interface GameHandlers {
  info: GameInfo;
  validate(req: Request, res: Response): void;
  legalMoves(req: Request, res: Response): void;
  bestMove(req: Request, res: Response): Promise<void>;
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
    next(new Problem('unknown-game', `no game "${id}"; GET /v1/games lists them`, [{ path: 'game', reason: 'unknown game id' }]));
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
}

function handlersOf<S, Q extends PositionInput, P extends Q & Position>(
  game: GameDefinition<S, Q, P>,
  { pool, cache, admission, metrics }: GameRouteDeps,
): GameHandlers {
  const id = game.info.id;
  const schemas = gameSchemas(game);
  const maxMoves = game.info.limits.moves.max;

  return {
    info: game.info,

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
        move: read.move,
        reason: read.reason,
        position: read.state === null ? null : game.describe(read.state),
      });
    },

    legalMoves(req, res) {
      const { position } = parseBody(schemas.positionRequest, req.body, maxMoves);
      const { state } = legalRead(game, position);
      const moves = legalMoves(game, state).map((move) => game.formatMove(state, move));
      res.json({ moves, count: moves.length, status: game.status(state), position: game.describe(state) });
    },

    async bestMove(req, res) {
      const body = parseBody(schemas.bestMoveRequest, req.body, maxMoves);
      const { state, start, moves } = legalRead(game, body.position);
      const status = game.status(state);
      if (status.over) throw new Problem('game-over', `the game is over (${status.reason}): there is no move to search`);

      // Resolved once here: the worker runs exactly this, and the cache key names exactly this.
      const search = resolveSearch(game.info, body.search);
      const key = cache.key(game, state, search);
      const hit = await cache.get(key);
      if (hit) {
        metrics.cacheHit(id);
        res.json(answer(hit, game.describe(state), 0, true));
        return;
      }

      const client = clientOf(res);
      const ticket = admission.admit(client, search.timeMs);
      // A client that hangs up stops its search: the worker is needed for requests still waiting.
      const gone = new AbortController();
      res.once('close', () => {
        if (!res.writableFinished) gone.abort();
      });
      let outcome: SearchOutcome = null;
      try {
        const onClock = body.search?.depth === undefined && body.search?.nodes === undefined;
        outcome = await pool.run({ game: id, start, moves, search }, gone.signal, { owner: client.id, onClock });
      } catch (err) {
        if (err instanceof QueueFullError) throw new Problem('overloaded', err.message, [], err.retryAfter);
        if (err instanceof PoolStoppingError) throw new Problem('shutting-down', err.message, [], RETRY_SHUTDOWN);
        throw err;
      } finally {
        // Charged with the time the search held a worker, whether or not anyone reads its answer.
        ticket.finish(outcome ? outcome.result.stats.timeMs / 1000 : 0);
      }
      if (outcome === null) {
        metrics.searchDone(id, search.algorithm, 'cancelled', 0);
        return;
      }
      const { result, queuedMs } = outcome;
      metrics.searchDone(id, search.algorithm, result.stats.stopReason, result.stats.timeMs / 1000);
      if (gone.signal.aborted) return;
      cache.offer(key, result);
      res.json(answer(result, game.describe(state), queuedMs, false));
    },
  };
}
