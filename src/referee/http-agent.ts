import type { Position } from '../games/types.js';
import type { Agent, Choice, Turn } from '../match/agent.js';
import { AgentFailure } from '../match/agent-failure.js';
import { patienceMs } from './patience.js';

/**
 * A program behind any `best-move` endpoint of the contract (another instance of this service, or
 * a bot written to the protocol): it is sent `{position, search: {timeMs}}` and answers
 * `{move: {notation}}`.
 */
export class HttpAgent<S, M, P extends Position> implements Agent<S, M, P> {
  readonly human = false;

  constructor(
    readonly label: string,
    private readonly url: string,
  ) {}

  async chooseMove(turn: Turn<S, M, P>): Promise<Choice<M>> {
    const search = turn.searchTimeMs === undefined ? {} : { timeMs: turn.searchTimeMs };
    const patience = patienceMs(turn.timeLimitMs);
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ position: turn.position, search }),
        signal: AbortSignal.timeout(patience),
      });
      text = await response.text();
    } catch (error) {
      throw transportFailure(error, patience);
    }
    if (!response.ok) throw new AgentFailure('crash', `answered HTTP ${response.status}: ${excerpt(text)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AgentFailure('malformed-answer', `answered something that is not JSON: ${excerpt(text)}`);
    }
    // JSON from another program: every field read here is checked before use.
    const notation = (body as { move?: { notation?: unknown } } | null)?.move?.notation;
    if (typeof notation !== 'string') {
      throw new AgentFailure('malformed-answer', `answered without a move.notation string: ${excerpt(text)}`);
    }
    return { move: notation };
  }
}

function transportFailure(error: unknown, patience: number): AgentFailure {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new AgentFailure('no-answer', `gave no answer within ${patience} ms`);
  }
  // fetch's network errors carry the socket's error as `cause`, which Node's types do not declare.
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? '';
  if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code)) {
    return new AgentFailure('unreachable', `could not be reached (${code})`);
  }
  return new AgentFailure('crash', `closed the connection (${cause?.message ?? (error instanceof Error ? error.message : String(error))})`);
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 120)}...` : JSON.stringify(line);
}
