import type { AnswerOf, GameId, GameInfo, ProgressOf } from 'board-game-move-client';

/*
 * The service's answers as the typed client names them (generated from openapi.yaml): the page keeps
 * no copy of their shapes. `G` is one game; left out, an answer of any of them.
 */
export type { GameId, GameInfo };

/** A game the service lists and this page has a board for. */
export type PlayableGame = GameInfo & { id: GameId };

export type LegalMoves<G extends GameId = GameId> = AnswerOf<G, 'legal-moves'>;
export type Move<G extends GameId = GameId> = LegalMoves<G>['moves'][number];
/** A position as the service resolved it: the board, the side to move and the parameters in force. */
export type Resolved<G extends GameId = GameId> = LegalMoves<G>['position'];
export type Status = LegalMoves['status'];
/**
 * A position as the page asks about it: the moves from the start and the game's parameters as the
 * set-up form read them, which the service checks (a refusal names the parameter and the reason).
 */
export type Position = { moves: string[] } & Record<string, unknown>;
export type SearchLimits = { timeMs?: number; depth?: number; level?: number };
export type BestMove = AnswerOf<GameId, 'best-move'>;
export type Analysis = AnswerOf<GameId, 'analyse'>;
export type Score = BestMove['score'];
export type Progress = ProgressOf<GameId>;
