import { analyse, ApiError, bestMove, legalMoves, validate, type Position } from './api.js';
import type { Board, BoardView } from './board.js';
import { drawMoveList, movesText, splitMoves } from './move-list.js';
import { playerText, type Player } from './players.js';
import { Selection } from './selection.js';
import type { GameInfo, LegalMoves, Move } from './types.js';
import { endText, progressText, scoreText } from './words.js';

/** The page's elements the controller writes to. */
export interface Elements {
  turn: HTMLElement;
  board: HTMLElement;
  thinking: HTMLElement;
  message: HTMLElement;
  playPicked: HTMLButtonElement;
  cancelPicked: HTMLButtonElement;
  ply: HTMLElement;
  pause: HTMLButtonElement;
  hint: HTMLButtonElement;
  hints: HTMLOListElement;
  moveList: HTMLOListElement;
  movesText: HTMLTextAreaElement;
}

/** What a game starts from: the game, its parameters, and who plays each side. */
export interface GameSetup {
  info: GameInfo;
  board: Board;
  parameters: Record<string, unknown>;
  players: [Player, Player];
  moves?: string[];
  /** Where the stepper starts: the end of `moves` unless given. */
  cursor?: number;
  /** A line under the board that stays (a replayed record's verdict). */
  note?: string;
}

const HINT_SEARCH = { timeMs: 1000 };

/**
 * One game on the page: the moves so far, the position shown (the stepper's cursor), whose turn it
 * is, and the engine's searches, which undo and the stepper cancel.
 */
export class GameController {
  private setup?: GameSetup;
  /** The moves played: with their fields when chosen here or by the engine, only notation when pasted or replayed. */
  private moves: Move[] = [];
  private cursor = 0;
  private autoplay = true;
  private shown?: LegalMoves;
  private selection?: Selection;
  private hints = new Map<string, string>();
  private search?: AbortController;
  /** Numbers each position request, so that an answer overtaken by a later one is dropped. */
  private requests = 0;

  constructor(private readonly el: Elements) {}

  start(setup: GameSetup): void {
    this.cancelSearch();
    this.setup = { ...setup, parameters: { ...setup.parameters } };
    this.moves = (setup.moves ?? []).map((notation) => ({ notation }));
    this.cursor = setup.cursor ?? this.moves.length;
    this.autoplay = setup.players.every((player) => player.kind !== 'record');
    this.el.message.textContent = '';
    // The board takes the keys from here (1-7, the arrows and Enter), not the button that started the game.
    this.el.board.focus();
    void this.show();
  }

  /** A click on the board, or a key that names a target. */
  pick(target: string): void {
    if (this.selection === undefined) return;
    const move = this.selection.pick(target);
    if (move !== undefined) return this.play(move);
    this.draw();
  }

  key(event: KeyboardEvent): void {
    const view = this.view();
    if (view === undefined || this.setup?.board.key === undefined) return;
    const action = this.setup.board.key(event, view);
    if (action === undefined) return;
    event.preventDefault();
    if (action === 'redraw') this.draw();
    else this.pick(action);
  }

  /** Plays the move the clicks so far make (a Pylos move taking back one sphere where two may go). */
  playPicked(): void {
    const move = this.selection?.complete();
    if (move !== undefined) this.play(move);
  }

  cancelPicked(): void {
    this.selection?.clear();
    this.draw();
  }

  /** Takes back the last move (and the engine's reply before it, so that a person is to move again). */
  undo(): void {
    if (this.setup === undefined || this.moves.length === 0) return;
    this.cancelSearch();
    const players = this.setup.players;
    const someoneHere = players.some((player) => player.kind === 'person');
    this.moves.pop();
    while (someoneHere && this.moves.length > 0 && players[this.moves.length % 2].kind !== 'person') this.moves.pop();
    if (!someoneHere) this.autoplay = false;
    this.cursor = this.moves.length;
    void this.show();
  }

  /** The stepper: shows the position after `ply` moves; stepping past the end asks the engine for one move. */
  goTo(ply: number): void {
    if (this.setup === undefined) return;
    if (ply > this.moves.length) {
      if (this.search === undefined && this.engineToMove()) void this.think();
      return;
    }
    this.cursor = Math.max(0, ply);
    if (this.cursor < this.moves.length) {
      this.cancelSearch();
      this.autoplay = false;
    }
    void this.show();
  }

  step(delta: number): void {
    this.goTo(this.cursor + delta);
  }

  last(): void {
    this.goTo(this.moves.length);
  }

  toggleAutoplay(): void {
    this.autoplay = !this.autoplay;
    if (!this.autoplay) this.cancelSearch();
    this.cursor = this.moves.length;
    void this.show();
  }

  /** Replaces the moves with a pasted list, once the service has checked it. */
  async loadMoves(text: string): Promise<void> {
    if (this.setup === undefined) return;
    const moves = (this.setup.board.splitMoves ?? splitMoves)(text);
    try {
      const answer = await validate(this.setup.info.id, this.position(moves));
      if (!answer.valid) {
        this.el.message.textContent = `Move ${answer.index + 1} (${answer.move.notation ?? JSON.stringify(answer.move)}) is not legal: ${answer.reason}`;
        return;
      }
    } catch (err) {
      return this.fail(err);
    }
    this.cancelSearch();
    this.moves = moves.map((notation) => ({ notation }));
    this.cursor = moves.length;
    this.el.message.textContent = '';
    void this.show();
  }

  /** Every move's value from the service's analyse, on the board and in a list. */
  async hint(): Promise<void> {
    if (this.setup === undefined || this.shown === undefined || this.shown.status.over) return;
    const { info, board } = this.setup;
    this.el.hint.disabled = true;
    const shownWhenAsked = this.requests;
    try {
      const analysis = await analyse(info.id, this.position(this.moves.slice(0, this.cursor)), HINT_SEARCH);
      if (analysis === undefined) {
        this.el.hint.textContent = 'Hints unavailable on this service';
        return;
      }
      this.el.hint.disabled = false;
      // Values of a position no longer on the board are dropped.
      if (shownWhenAsked !== this.requests) return;
      this.hints = new Map();
      for (const line of analysis.lines) {
        const target = board.hintTarget(line.move);
        if (!this.hints.has(target)) this.hints.set(target, scoreText(line.score));
      }
      this.el.hints.replaceChildren(
        ...analysis.lines.map((line) => {
          const item = document.createElement('li');
          item.textContent = `${line.move.notation}: ${scoreText(line.score)}`;
          return item;
        }),
      );
      this.draw();
    } catch (err) {
      this.el.hint.disabled = false;
      this.fail(err);
    }
  }

  private play(move: Move): void {
    // No more moves on this position while the next one is fetched.
    this.selection = undefined;
    this.moves = [...this.moves.slice(0, this.cursor), move];
    this.cursor = this.moves.length;
    void this.show();
  }

  private position(moves: readonly (Move | string)[]): Position {
    return { ...this.setup!.parameters, moves: moves.map((move) => (typeof move === 'string' ? move : move.notation)) };
  }

  private live(): boolean {
    return this.cursor === this.moves.length;
  }

  private engineToMove(): boolean {
    return this.shown !== undefined && !this.shown.status.over && this.setup!.players[this.moves.length % 2].kind === 'engine';
  }

  /** Asks the service for the position at the cursor and its legal moves, then lets the engine move if it is its turn. */
  private async show(): Promise<void> {
    const setup = this.setup!;
    const request = ++this.requests;
    let answer: LegalMoves;
    try {
      answer = await legalMoves(setup.info.id, this.position(this.moves.slice(0, this.cursor)));
    } catch (err) {
      return this.fail(err);
    }
    if (request !== this.requests) return;
    // Keep the parameters the service resolved (Line 'em Up's randomly drawn blocs), so every later request means the same game.
    for (const { name } of setup.info.parameters) if (name in answer.position) setup.parameters[name] = answer.position[name];
    this.shown = answer;
    this.hints = new Map();
    this.el.hints.replaceChildren();
    const personToMove = setup.players[this.cursor % 2].kind === 'person';
    this.selection = this.live() && personToMove && !answer.status.over ? new Selection(setup.board.choices(answer.moves, answer.position)) : undefined;
    this.draw();
    if (this.live() && this.autoplay && this.search === undefined && this.engineToMove()) await this.think();
  }

  private async think(): Promise<void> {
    const setup = this.setup!;
    const player = setup.players[this.moves.length % 2];
    if (player.kind !== 'engine') return;
    const abort = new AbortController();
    this.search = abort;
    this.el.thinking.textContent = `${setup.info.colours[this.moves.length % 2]} is thinking…`;
    try {
      const answer = await bestMove(setup.info.id, this.position(this.moves), player.search, (progress) => {
        this.el.thinking.textContent = `thinking: ${progressText(progress)}`;
      }, abort.signal);
      if (abort.signal.aborted) return;
      this.search = undefined;
      this.el.thinking.textContent = `engine played ${answer.move.notation}: ${progressText({ depth: answer.stats.depth, score: answer.score, nodes: answer.stats.nodes })}`;
      this.moves.push(answer.move);
      if (this.cursor === this.moves.length - 1) this.cursor = this.moves.length;
      await this.show();
    } catch (err) {
      if (abort.signal.aborted) return;
      this.search = undefined;
      this.autoplay = false;
      this.fail(err);
    }
  }

  private cancelSearch(): void {
    this.search?.abort();
    this.search = undefined;
    this.el.thinking.textContent = '';
  }

  private fail(err: unknown): void {
    const problem = err instanceof ApiError ? err.problem : undefined;
    const fields = problem?.errors?.map((error) => `${error.path}: ${error.reason}`).join('; ');
    this.el.message.textContent = `${err instanceof Error ? err.message : String(err)}${fields ? ` (${fields})` : ''}`;
    this.draw();
  }

  private view(): BoardView | undefined {
    if (this.shown === undefined) return undefined;
    return {
      position: this.shown.position,
      next: this.selection?.next() ?? new Set(),
      picked: this.selection?.targets ?? [],
      lastMove: this.moves[this.cursor - 1],
      hints: this.hints,
    };
  }

  private draw(): void {
    const setup = this.setup;
    const view = this.view();
    if (setup === undefined || view === undefined || this.shown === undefined) return;
    const { info, players } = setup;
    const side = this.cursor % 2;
    const end = endText(this.shown.status);
    this.el.turn.textContent = end ?? `${info.colours[side]} to move: ${playerText(players[side])}`;
    this.el.turn.classList.toggle('over', end !== undefined);
    this.el.board.replaceChildren(setup.board.draw(view));
    // The state in attributes, for scripts and the browser tests to wait on.
    Object.assign(this.el.board.dataset, { game: info.id, ply: this.cursor, moves: this.moves.length, over: this.shown.status.over });
    const complete = this.selection?.complete();
    this.el.playPicked.hidden = complete === undefined;
    if (complete !== undefined) this.el.playPicked.textContent = `Play ${complete.notation}`;
    this.el.cancelPicked.hidden = view.picked.length === 0;
    this.el.ply.textContent = `move ${this.cursor} of ${this.moves.length}`;
    this.el.pause.textContent = this.autoplay ? 'Pause' : 'Resume';
    this.el.pause.hidden = end !== undefined || !players.some((player) => player.kind === 'engine');
    const notations = this.moves.map((move) => move.notation);
    drawMoveList(this.el.moveList, notations, this.cursor, (ply) => this.goTo(ply));
    if (document.activeElement !== this.el.movesText) this.el.movesText.value = movesText(notations);
    if (setup.note !== undefined && this.el.message.textContent === '') this.el.message.textContent = setup.note;
  }
}
