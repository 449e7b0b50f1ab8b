import { MoveServiceClient, ServiceError } from 'board-game-move-client';
import type { Analysis, BestMove, GameId, GameInfo, LegalMoves, Position, Progress, SearchLimits } from './answers.js';
import { askForKey, storedKey } from './api-key.js';

/** The typed client, holding the API key the person gave this tab (none until a service asks for one). */
let client = new MoveServiceClient(location.origin, { apiKey: storedKey() });

/**
 * Makes one call; on 401 asks the person for an API key and makes it again with a client holding
 * it, until a key is accepted or the person cancels (then the 401 is the answer).
 */
async function withKey<T>(call: (client: MoveServiceClient) => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await call(client);
    } catch (err) {
      if (!(err instanceof ServiceError) || err.status !== 401) throw err;
      const key = await askForKey(err.problem.detail);
      if (key === undefined) throw err;
      client = new MoveServiceClient(location.origin, { apiKey: key });
    }
  }
}

export function listGames(): Promise<GameInfo[]> {
  return withKey((c) => c.games()).then((answer) => answer.games);
}

export function legalMoves(game: GameId, position: Position): Promise<LegalMoves> {
  return withKey((c) => c.legalMoves(game, { position }));
}

export function validate(game: GameId, position: Position) {
  return withKey((c) => c.validate(game, { position }));
}

/** The engine's move, with each finished iteration of its search told to `onProgress` as it comes (server-sent events). */
export function bestMove(game: GameId, position: Position, search: SearchLimits, onProgress: (progress: Progress) => void, signal: AbortSignal): Promise<BestMove> {
  return withKey((c) => c.bestMove(game, { position, search }, { onProgress, signal }));
}

/** Every move's value (analyse); undefined when this service has no such route (an older one). */
export async function analyse(game: GameId, position: Position, search: SearchLimits): Promise<Analysis | undefined> {
  try {
    return await withKey((c) => c.analyse(game, { position, search }));
  } catch (err) {
    if (err instanceof ServiceError && err.status === 404) return undefined;
    throw err;
  }
}

/** What to tell a person of a failure: the service's own words and the fields it named, or the error's message. */
export function failureText(err: unknown): string {
  if (!(err instanceof ServiceError)) return err instanceof Error ? err.message : String(err);
  const fields = err.problem.errors.map((error) => `${error.path}: ${error.reason}`).join('; ');
  return `${err.problem.detail || err.problem.title}${fields ? ` (${fields})` : ''}`;
}
