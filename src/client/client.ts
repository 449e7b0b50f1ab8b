import type { components, paths } from './api-types.js';
import { streamedAnswer } from './event-stream.js';

type Schemas = components['schemas'];
export type Problem = Schemas['Problem'];
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
  ) {
    super(`${status} ${problem.type}: ${problem.detail}`);
  }
}

export interface ClientOptions {
  /** Sent as `Authorization: Bearer <key>` when the service has API keys. */
  apiKey?: string;
  /** Another fetch (a test's, a proxy's); the global one by default. */
  fetch?: typeof fetch;
}

export interface SearchCallOptions<G extends GameId> {
  /** Aborting it closes the connection, which stops the search on the service. */
  signal?: AbortSignal;
  /** Asks for live progress (server-sent events): called with each finished iteration, in order. */
  onProgress?: (progress: ProgressOf<G>) => void;
}

/**
 * A small typed client of the move service's own routes, on fetch (browsers and Node 20). The types
 * are generated from openapi.yaml (`npm run client`), so a request or answer that drifts from the
 * service's document is a compile error.
 */
export class MoveServiceClient {
  private readonly base: string;
  private readonly fetch: typeof fetch;

  constructor(
    baseUrl: string,
    private readonly options: ClientOptions = {},
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
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
    const headers: Record<string, string> = { accept: extra.accept ?? 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.options.apiKey !== undefined) headers.authorization = `Bearer ${this.options.apiKey}`;
    const res = await this.fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: extra.signal });
    if (!res.ok) {
      const text = await res.text();
      let problem: Problem;
      try {
        problem = documented<Problem>(text);
      } catch {
        problem = { type: 'internal-error', title: res.statusText, status: res.status, detail: text, errors: [] };
      }
      throw new ServiceError(res.status, problem);
    }
    return res;
  }

  private async json<T>(res: Response): Promise<T> {
    return documented<T>(await res.text());
  }
}
