import type { LegalMoves, Move, PlayableGame, Position } from './answers.js';
import type { Board, BoardView } from './board.js';
import { labelText, scoreLabel, type ScoreLabel } from './hint-label.js';
import { drawMoveList, movesText, splitMoves } from './move-list.js';
import { parameterText } from './parameter-text.js';
import { playerText, type Player } from './players.js';
import { linkHash } from './position-link.js';
import { Selection } from './selection.js';
import { analyse, bestMove, failureText, legalMoves, validate } from './service.js';
import { answerText, endText, progressText } from './words.js';

/** The page's elements the controller writes to. */
export interface Elements {
  turn: HTMLElement;
  board: HTMLElement;
  thinking: HTMLElement;
  message: HTMLElement;
  /** The result of a replayed record, as its referee gave it. */
  note: HTMLElement;
  positionLink: HTMLAnchorElement;
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
  info: PlayableGame;
  board: Board;
  parameters: Record<string, unknown>;
  players: [Player, Player];
  moves?: string[];
  /** Where the stepper starts: the end of `moves` unless given. */
  cursor?: number;
  /** Nobody moves by themselves until Resume (a shared position: the engine waits to be asked). */
  paused?: boolean;
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
  /** The moves played, in the game's notation. */
  private moves: string[] = [];
  private cursor = 0;
  private autoplay = true;
  private shown?: LegalMoves;
  private selection?: Selection;
  private hints = new Map<string, ScoreLabel>();
  private bestHint?: Move;
  private search?: AbortController;
  /** Numbers each position request, so that an answer overtaken by a later one is dropped. */
  private requests = 0;

  constructor(private readonly el: Elements) {}

  start(setup: GameSetup): void {
    this.cancelSearch();
    this.setup = { ...setup, parameters: { ...setup.parameters } };
    this.moves = [...(setup.moves ?? [])];
    this.cursor = setup.cursor ?? this.moves.length;
    this.autoplay = !setup.paused && setup.players.every((player) => player.kind !== 'record');
    this.el.message.textContent = '';
    this.el.note.textContent = setup.note ?? '';
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
        this.el.message.textContent = answer.index === null ? `The position is not legal: ${answer.reason}` : `Move ${answer.index + 1} (${answer.move?.notation ?? moves[answer.index]}) is not legal: ${answer.reason}`;
        return;
      }
    } catch (err) {
      return this.fail(err);
    }
    this.cancelSearch();
    this.moves = moves;
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
      // Best first: a target two moves share shows the better one's value.
      this.hints = new Map();
      for (const line of analysis.lines) {
        const target = board.hintTarget(line.move);
        if (!this.hints.has(target)) this.hints.set(target, scoreLabel(line.score, board.score));
      }
      this.bestHint = analysis.lines[0]?.move;
      this.el.hints.replaceChildren(
        ...analysis.lines.map((line) => {
          const item = document.createElement('li');
          item.textContent = `${line.move.notation}: ${labelText(scoreLabel(line.score, board.score))}`;
          return item;
        }),
      );
      this.draw();
    } catch (err) {
      this.el.hint.disabled = false;
      this.fail(err);
    }
  }

  private play(move: { notation: string }): void {
    // No more moves on this position while the next one is fetched.
    this.selection = undefined;
    this.moves = [...this.moves.slice(0, this.cursor), move.notation];
    this.cursor = this.moves.length;
    void this.show();
  }

  private position(moves: readonly string[]): Position {
    return { ...this.setup!.parameters, moves: [...moves] };
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
    // Busy until the answer is drawn: the old board takes no clicks meanwhile, and scripts wait on this.
    this.el.board.setAttribute('aria-busy', 'true');
    let answer: LegalMoves;
    try {
      answer = await legalMoves(setup.info.id, this.position(this.moves.slice(0, this.cursor)));
    } catch (err) {
      if (request === this.requests) this.el.board.removeAttribute('aria-busy');
      return this.fail(err);
    }
    if (request !== this.requests) return;
    this.el.board.removeAttribute('aria-busy');
    // Keep the parameters the service resolved (Line 'em Up's randomly drawn blocs), so every later request means the same game.
    const names = new Set(setup.info.parameters.map((parameter) => parameter.name));
    for (const [name, value] of Object.entries(answer.position)) if (names.has(name)) setup.parameters[name] = value;
    this.shown = answer;
    this.hints = new Map();
    this.bestHint = undefined;
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
        this.el.thinking.textContent = `thinking: ${progressText(progress, setup.board.score)}`;
      }, abort.signal);
      if (abort.signal.aborted) return;
      this.search = undefined;
      this.el.thinking.textContent = `engine played ${answer.move.notation}: ${answerText(answer, setup.board.score)}`;
      this.moves.push(answer.move.notation);
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
    this.el.message.textContent = failureText(err);
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
      bestHint: this.bestHint,
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
    drawMoveList(this.el.moveList, this.moves, this.cursor, (ply) => this.goTo(ply));
    if (document.activeElement !== this.el.movesText) this.el.movesText.value = movesText(this.moves);
    this.showLink();
  }

  /** The position shown, as a link to share; the address bar follows it without adding to the history. */
  private showLink(): void {
    const { info, board, parameters } = this.setup!;
    const shown = this.moves.slice(0, this.cursor);
    const text = Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, parameterText(value)]));
    const hash = linkHash({ game: info.id, moves: board.joinMoves?.(shown) ?? shown.join(','), parameters: text });
    this.el.positionLink.href = hash;
    history.replaceState(null, '', hash);
  }
}
