import { askForKey, storedKey } from './api-key.js';
import { streamedAnswer } from '../../src/client/event-stream.js';
import type { Analysis, BestMove, GameInfo, LegalMoves, ProblemBody, Progress, Validation } from './types.js';

/** A refusal from the service, with its problem body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ProblemBody | undefined,
  ) {
    super(problem ? (problem.detail ?? problem.title) : `the service answered ${status}`);
  }
}

export type Position = Record<string, unknown>;
export type SearchLimits = { timeMs?: number; depth?: number; nodes?: number };

interface Call {
  body?: unknown;
  accept?: string;
  signal?: AbortSignal;
}

async function problemOf(res: Response): Promise<ProblemBody | undefined> {
  if (!/json/.test(res.headers.get('content-type') ?? '')) return undefined;
  return (await res.json()) as ProblemBody;
}

/**
 * Sends one request to the service; on 401 asks the person for an API key and tries again with it,
 * until a key is accepted or the person cancels.
 */
async function send(path: string, call: Call = {}): Promise<Response> {
  let key = storedKey();
  for (;;) {
    const headers: Record<string, string> = { accept: call.accept ?? 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (key !== undefined) headers.authorization = `Bearer ${key}`;
    const res = await fetch(path, {
      method: call.body === undefined ? 'GET' : 'POST',
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: call.signal,
    });
    if (res.status !== 401) return res;
    const problem = await problemOf(res);
    key = await askForKey(problem?.detail ?? 'The service needs an API key.');
    if (key === undefined) throw new ApiError(401, problem);
  }
}

async function json<T>(path: string, call: Call = {}): Promise<T> {
  const res = await send(path, call);
  if (!res.ok) throw new ApiError(res.status, await problemOf(res));
  return (await res.json()) as T;
}

export function listGames(): Promise<GameInfo[]> {
  return json<{ games: GameInfo[] }>('/v1/games').then((answer) => answer.games);
}

export function legalMoves(game: string, position: Position, signal?: AbortSignal): Promise<LegalMoves> {
  return json(`/v1/games/${game}/legal-moves`, { body: { position }, signal });
}

export function validate(game: string, position: Position): Promise<Validation> {
  return json(`/v1/games/${game}/validate`, { body: { position } });
}

/**
 * The engine's move. Asks for live progress (best-move's server-sent events) and takes plain JSON
 * from a service that does not stream: `onProgress` hears each finished iteration when it does.
 */
export async function bestMove(
  game: string,
  position: Position,
  search: SearchLimits,
  onProgress: (progress: Progress) => void,
  signal: AbortSignal,
): Promise<BestMove> {
  const res = await send(`/v1/games/${game}/best-move`, {
    body: { position, search },
    accept: 'text/event-stream, application/json',
    signal,
  });
  if (!res.ok) throw new ApiError(res.status, await problemOf(res));
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) return (await res.json()) as BestMove;
  return streamedAnswer<BestMove, Progress, ProblemBody>(res.body!, onProgress, (problem) => new ApiError(problem.status, problem));
}

/** Every move's value (analyse); undefined when this service has no such route (an older one). */
export async function analyse(game: string, position: Position, search: SearchLimits): Promise<Analysis | undefined> {
  try {
    return await json<Analysis>(`/v1/games/${game}/analyse`, { body: { position, search } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return undefined;
    throw err;
  }
}
