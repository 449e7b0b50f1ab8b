import { resolveSearch } from '../analysis/search-options.js';
import type { GamePlay, Position } from '../games/types.js';
import type { Agent } from '../match/agent.js';
import { HumanAgent, readLines, type LineSource } from '../match/human-agent.js';
import { SearchPool, type SearchableGames } from '../workers/search-pool.js';
import { parseAgentSpec } from './agent-spec.js';
import { CommandAgent } from './command-agent.js';
import { HttpAgent } from './http-agent.js';
import { PoolEngineAgent } from './pool-engine-agent.js';

/**
 * Makes agents from their command-line specs, sharing what they need: one worker for every engine
 * agent (the referee runs one search at a time) and one terminal for every human and the stepper.
 */
export class AgentFactory {
  private pool?: SearchPool;
  private terminal?: LineSource;

  constructor(
    private readonly input: NodeJS.ReadableStream,
    readonly output: NodeJS.WritableStream,
    /** The games the engine's worker searches. */
    private readonly games: SearchableGames,
  ) {}

  /**
   * Checks every spec before anything starts, so a typo fails at once rather than mid-tournament,
   * and starts the engine's worker with a one-ply search, so that an engine's first move is not
   * charged for starting a thread.
   */
  async prepare<S, M, P extends Position>(specs: string[], game: GamePlay<S, M, P>, start: P): Promise<void> {
    const engines = specs.filter((spec) => parseAgentSpec(spec, game).kind === 'engine');
    if (engines.length === 0) return;
    const request = { game: game.info.id, start, moves: new Int32Array(0), search: resolveSearch(game.info, { depth: 1 }) };
    await this.enginePool().run(request, new AbortController().signal);
  }

  create<S, M, P extends Position>(spec: string, game: GamePlay<S, M, P>): Agent<S, M, P> {
    const parsed = parseAgentSpec(spec, game);
    switch (parsed.kind) {
      case 'engine':
        return new PoolEngineAgent(spec, parsed.search, this.enginePool());
      case 'url':
        return new HttpAgent(spec, parsed.url);
      case 'command':
        // parseAgentSpec accepts cmd: only for a game with a command program.
        if (!game.commandProgram) throw new Error(`${game.info.name} has no command program`);
        return new CommandAgent(spec, parsed.command, game.commandProgram);
      case 'human':
        return new HumanAgent(spec, this.lines(), this.output);
    }
  }

  private enginePool(): SearchPool {
    this.pool ??= new SearchPool({ workers: 1, maxQueue: 1, worker: this.games.worker });
    return this.pool;
  }

  /** The terminal's lines, opened on first use so that a match without humans never reads stdin. */
  lines(): LineSource {
    this.terminal ??= readLines(this.input);
    return this.terminal;
  }

  async close(): Promise<void> {
    this.terminal?.close();
    await this.pool?.close();
  }
}

/**
 * Runs `play` with the agents of `specs` checked and the engine's worker started, and closes what
 * they opened whatever `play` throws: the frame of the match and the tournament commands.
 */
export async function withAgents<S, M, P extends Position, T>(
  io: { input: NodeJS.ReadableStream; output: NodeJS.WritableStream; games: SearchableGames },
  specs: string[],
  game: GamePlay<S, M, P>,
  start: P,
  play: (factory: AgentFactory) => Promise<T>,
): Promise<T> {
  const factory = new AgentFactory(io.input, io.output, io.games);
  try {
    await factory.prepare(specs, game, start);
    return await play(factory);
  } finally {
    await factory.close();
  }
}
