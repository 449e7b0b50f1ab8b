/*
 * The move service as a boardgame.io bot: `import { ServiceBot } from
 * 'board-game-move-client/boardgame.io'`. boardgame.io's own bots pick among the moves a game's
 * `ai.enumerate` lists; this one asks the service for the best move instead. boardgame.io moves
 * run synchronously inside its reducer, so the service's rules cannot stand in for the game's: the
 * game is written in boardgame.io's terms by its author, who gives the bot two translations, the
 * game's state as the service's position and the service's move as a boardgame.io move.
 */
import type { Ctx, PlayerID, State } from 'boardgame.io';
import { Bot } from 'boardgame.io/ai';
import type { AnswerOf, GameId, MoveServiceClient, RequestOf } from './client.js';

/** A boardgame.io move by name, with its arguments, as `ai.enumerate` lists them. */
export interface BoardgameMove {
  move: string;
  args?: unknown[];
}

export interface ServiceBotOptions<G extends GameId, GameState> {
  /** The client of the service that chooses the moves. */
  service: MoveServiceClient;
  /** The service's game the boardgame.io game is (`connect4`, `line-em-up`, `pylos`, `amazons`). */
  game: G;
  /** The service's position for a boardgame.io state: the board and side to move, or the moves so far. */
  position: (G: GameState, ctx: Ctx) => RequestOf<G, 'best-move'>['position'];
  /** The boardgame.io move that plays the move the service chose. */
  move: (move: AnswerOf<G, 'best-move'>['move'], G: GameState, ctx: Ctx) => BoardgameMove;
  /** The search the service runs for each move (limits, level); the service's defaults otherwise. */
  search?: RequestOf<G, 'best-move'>['search'];
}

/** What the bot tells besides the action: the service's score and line, for a game's log or a hint. */
export type ServiceBotMetadata<G extends GameId> = Pick<AnswerOf<G, 'best-move'>, 'score' | 'pv'>;

export class ServiceBot<G extends GameId, GameState = unknown> extends Bot {
  private readonly options: ServiceBotOptions<G, GameState>;
  /** The move being played: Bot turns what `enumerate` lists into boardgame.io's action. */
  private readonly chosen: { move?: BoardgameMove };

  constructor(options: ServiceBotOptions<G, GameState>) {
    const chosen: { move?: BoardgameMove } = {};
    super({ enumerate: () => (chosen.move === undefined ? [] : [chosen.move]) });
    this.options = options;
    this.chosen = chosen;
  }

  async play({ G, ctx }: State<GameState>, playerID: PlayerID) {
    const { service, game, position, move, search } = this.options;
    // TypeScript cannot see that a game's own position and search make that game's request.
    const body = { position: position(G, ctx), ...(search === undefined ? {} : { search }) } as RequestOf<G, 'best-move'>;
    const answer = await service.bestMove(game, body);
    this.chosen.move = move(answer.move, G, ctx);
    const [action] = this.enumerate(G, ctx, playerID);
    const metadata: ServiceBotMetadata<G> = { score: answer.score, pv: answer.pv };
    return { action, metadata };
  }
}
