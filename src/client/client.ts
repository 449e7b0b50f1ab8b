import ky, { HTTPError, type KyInstance } from 'ky';
import type { components, paths } from './api-types.js';
import { checkContract } from './contract-version.js';
import { streamedAnswer } from './event-stream.js';

type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
/** What kind of fault a problem's `errors[]` entry (or a refused `validate`) reports: a union to switch on. */
export type FaultCode = Schemas['FaultCode'];
export type GameInfo = Schemas['GameInfo'];

/** The games the service's document names: each has its own routes. */
export type GameId = keyof paths extends infer P ? (P extends `/v1/games/${infer G}/best-move` ? G : never) : never;
type Route = 'best-move' | 'analyse' | 'legal-moves' | 'validate';
type Operation<G extends GameId, R extends Route> = paths[`/v1/games/${G}/${R}`]['post'];
/** The JSON body a route of a game takes. */
export type RequestOf<G extends GameId, R extends Route> = Operation<G, R>['requestBody']['content']['application/json'];
/** The JSON answer of a route of a game. */
export type AnswerOf<G extends GameId, R extends Route> = Operation<G, R>['responses'][200]['content']['application/json'];
/** A game id as the document names its schemas: `line-em-up` → `LineEmUp`. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;
/** A finished iteration of a game's search, as an `info` event carries it. */
export type ProgressOf<G extends GameId> = Schemas[`${Pascal<G>}Progress`];

/** JSON the service sends as its document says: the answer, event data or problem the caller's types name. */
function documented<T>(text: string): T {
  // The service is trusted to keep to its document (a test checks every answer against its schema).
  return JSON.parse(text) as T;
}

/** An answer that is not 2xx, with the service's problem+json body. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
    /** The answer's `Retry-After` (seconds or a date), when it had one: how long the service asked callers to wait. */
    readonly retryAfter?: string,
  ) {
    super(`${status} ${problem.type}: ${problem.detail}`);
  }
}

/** The refusal a non-2xx answer stands for, read from its problem+json body (or its text when it has none). */
async function serviceError(res: Response): Promise<ServiceError> {
  const text = await res.text();
  let problem: Problem;
  try {
    problem = documented<Problem>(text);
  } catch {
    // Not the service's body (a proxy's page, a cut connection): told as the service's own fault.
    problem = { type: 'tag:board-game-move-service,2026:problem:internal-error', title: res.statusText, status: res.status, detail: text, errors: [] };
  }
  return new ServiceError(res.status, problem, res.headers.get('retry-after') ?? undefined);
}

export interface ClientOptions {
  /** Sent as `Authorization: Bearer <key>` when the service has API keys. */
  apiKey?: string;
  /** Another fetch (a test's, a proxy's); the global one by default. */
  fetch?: typeof fetch;
  /**
   * How many times a call is sent again after a 429 or 503 answer or a network failure: 2 by
   * default, 0 for none. Each waits as long as the answer's `Retry-After` says, or else backs off
   * exponentially from 0.3 s with jitter. Every route is retried: the service keeps no state, so
   * its POSTs (validate, legal moves, searches) are reads that are safe to repeat.
   */
  retries?: number;
}

export interface SearchCallOptions<G extends GameId> {
  /** Aborting it closes the connection, which stops the search on the service. */
  signal?: AbortSignal;
  /** Asks for live progress (server-sent events): called with each finished iteration, in order. */
  onProgress?: (progress: ProgressOf<G>) => void;
}

/**
 * A small typed client of the move service's own routes, on fetch through ky (browsers and Node). The types
 * are generated from openapi.yaml (`npm run client`), so a request or answer that drifts from the
 * service's document is a compile error; a service that speaks another contract version is a
 * ContractVersionError on its first answer.
 */
export class MoveServiceClient {
  private readonly base: string;
  private readonly http: KyInstance;

  constructor(baseUrl: string, options: ClientOptions = {}) {
    this.base = baseUrl.replace(/\/+$/, '');
    const retryStatus = [429, 503];
    this.http = ky.create({
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      // A search takes as long as its own limits say; the caller's signal is the way to stop one.
      timeout: false,
      retry: { limit: options.retries ?? 2, methods: ['get', 'post'], statusCodes: retryStatus, afterStatusCodes: retryStatus, jitter: true },
      headers: options.apiKey === undefined ? {} : { authorization: `Bearer ${options.apiKey}` },
    });
  }

  async games(): Promise<Schemas['GameList']> {
    return this.json(await this.call('GET', '/v1/games'));
  }

  async game(id: GameId): Promise<GameInfo> {
    return this.json(await this.call('GET', `/v1/games/${id}`));
  }

  async validate<G extends GameId>(game: G, body: RequestOf<G, 'validate'>): Promise<AnswerOf<G, 'validate'>> {
    return this.json(await this.call('POST', `/v1/games/${game}/validate`, body));
  }

  async legalMoves<G extends GameId>(game: G, body: RequestOf<G, 'legal-moves'>): Promise<AnswerOf<G, 'legal-moves'>> {
    return this.json(await this.call('POST', `/v1/games/${game}/legal-moves`, body));
  }

  bestMove<G extends GameId>(game: G, body: RequestOf<G, 'best-move'>, options: SearchCallOptions<G> = {}): Promise<AnswerOf<G, 'best-move'>> {
    return this.search(`/v1/games/${game}/best-move`, body, options);
  }

  analyse<G extends GameId>(game: G, body: RequestOf<G, 'analyse'>, options: SearchCallOptions<G> = {}): Promise<AnswerOf<G, 'analyse'>> {
    return this.search(`/v1/games/${game}/analyse`, body, options);
  }

  /** A search route: one JSON answer, or with onProgress its event stream, ending with the same answer. */
  private async search<T, P>(path: string, body: unknown, { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: P) => void }): Promise<T> {
    const accept = onProgress === undefined ? 'application/json' : 'text/event-stream';
    const res = await this.call('POST', path, body, { signal, accept });
    if (onProgress === undefined || !res.headers.get('content-type')?.startsWith('text/event-stream') || res.body === null) return this.json(res);
    return streamedAnswer<T, P, Problem>(res.body, onProgress, (problem) => new ServiceError(problem.status, problem));
  }

  private async call(method: string, path: string, body?: unknown, extra: { signal?: AbortSignal; accept?: string } = {}): Promise<Response> {
    let res: Response;
    try {
      res = await this.http(`${this.base}${path}`, { method, json: body, signal: extra.signal, headers: { accept: extra.accept ?? 'application/json' } });
    } catch (error) {
      if (!(error instanceof HTTPError)) throw error;
      // A refusal in another contract's shape is reported as the version mismatch it is.
      checkContract(error.response, this.base);
      throw await serviceError(error.response);
    }
    checkContract(res, this.base);
    return res;
  }

  private async json<T>(res: Response): Promise<T> {
    return documented<T>(await res.text());
  }
}
