import type { Express, Request, RequestHandler, Response } from 'express';
import type { BestMove } from '../analysis/analyse.js';
import { resolveSearch } from '../analysis/search-options.js';
import { findGame, games } from '../games/index.js';
import { legalMoves, replay } from '../games/replay.js';
import type { GameDefinition } from '../games/types.js';
import type { Metrics } from './metrics.js';
import { formatPath, Problem } from './problem.js';
import type { ResultCache } from './result-cache.js';
import { gameSchemas } from './schemas.js';
import { parseBody } from './json-body.js';
import { QueueFullError, type SearchPool } from './search-pool.js';

export interface GameRouteDeps {
  pool: SearchPool;
  cache: ResultCache;
  metrics: Metrics;
  /** Body reading (415, 413, malformed JSON) for the POST routes. */
  jsonBody: RequestHandler[];
}

/** Seconds a client should wait when every worker is busy: about one default search. */
const RETRY_BUSY = 1;

function gameOf(res: Response): GameDefinition<any> {
  return res.locals.game as GameDefinition<any>;
}

/** The state a position ends in, or a 400 naming the move or board field that breaks a rule. */
function legalState<S>(game: GameDefinition<S>, position: unknown): S {
  const read = replay(game, position);
  if (read.valid) return read.state;
  const where = read.index === null ? 'the board' : `moves[${read.index}]`;
  throw new Problem('illegal-position', `${where} breaks a rule: ${read.reason}`, [
    { path: formatPath(['position', ...read.path]), reason: read.reason },
  ]);
}

function answer(result: BestMove, position: unknown, queuedMs: number, cached: boolean) {
  return { ...result, stats: { ...result.stats, queuedMs: Math.round(queuedMs * 1000) / 1000, cached }, position };
}

/**
 * The /v1/games routes. Everything game-specific comes from the GameDefinition in the registry;
 * these handlers only parse, dispatch and shape answers.
 */
export function registerGameRoutes(app: Express, deps: GameRouteDeps): void {
  const { pool, cache, metrics, jsonBody } = deps;

  app.param('game', (_req, res, next, id: string) => {
    const game = findGame(id);
    if (!game) {
      next(new Problem('unknown-game', `no game "${id}"; GET /v1/games lists them`, [{ path: 'game', reason: 'unknown game id' }]));
      return;
    }
    res.locals.game = game;
    next();
  });

  app.get('/v1/games', (_req, res) => {
    res.json({ games: [...games.values()].map((game) => game.info) });
  });

  app.get('/v1/games/:game', (_req, res) => {
    res.json(gameOf(res).info);
  });

  app.post('/v1/games/:game/validate', ...jsonBody, (req: Request, res: Response) => {
    const game = gameOf(res);
    const { position } = parseBody(gameSchemas(game).positionRequest, req.body);
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
  });

  app.post('/v1/games/:game/legal-moves', ...jsonBody, (req: Request, res: Response) => {
    const game = gameOf(res);
    const { position } = parseBody(gameSchemas(game).positionRequest, req.body);
    const state = legalState(game, position);
    const moves = legalMoves(game, state).map((move) => game.formatMove(state, move));
    res.json({ moves, count: moves.length, status: game.status(state), position: game.describe(state) });
  });

  app.post('/v1/games/:game/best-move', ...jsonBody, async (req: Request, res: Response) => {
    const game = gameOf(res);
    const id = game.info.id;
    const body = parseBody(gameSchemas(game).bestMoveRequest, req.body);
    const state = legalState(game, body.position);
    const status = game.status(state);
    if (status.over) throw new Problem('game-over', `the game is over (${status.reason}): there is no move to search`);

    const search = body.search ?? {};
    const resolved = resolveSearch(game.info, search);
    const key = cache.key(game, state, resolved);
    const hit = cache.get(key);
    if (hit) {
      metrics.cacheHit(id);
      res.json(answer(hit, game.describe(state), 0, true));
      return;
    }

    // A client that hangs up stops its search: the worker is needed for requests still waiting.
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    let outcome;
    try {
      outcome = await pool.run(id, body.position, search, gone.signal);
    } catch (err) {
      if (err instanceof QueueFullError) throw new Problem('overloaded', err.message, [], RETRY_BUSY);
      throw err;
    }
    if (outcome === null) {
      metrics.searchDone(id, resolved.algorithm, 'cancelled', 0);
      return;
    }
    const { result, queuedMs } = outcome;
    metrics.searchDone(id, resolved.algorithm, result.stats.stopReason, result.stats.timeMs / 1000);
    if (gone.signal.aborted) return;
    cache.offer(key, result);
    res.json(answer(result, game.describe(state), queuedMs, false));
  });
}
