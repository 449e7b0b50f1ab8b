import type { LegalMoves, Move, PlayableGame, Position, Score } from './answers.js';
import type { Board, BoardView } from './board.js';
import { scoreLabel, type ScoreLabel } from './hint-label.js';
import { cursorStep, KeyCursor } from './key-cursor.js';
import { drawMoveList, movesText, splitMoves } from './move-list.js';
import { parameterText } from './parameter-text.js';
import { playerText, type Player } from './players.js';
import { linkHash } from './position-link.js';
import { Selection } from './selection.js';
import { drawBar, drawGraph, plyAt } from './score-chart.js';
import { analyse, bestMove, failureText, legalMoves, validate } from './service.js';
import { scoreFor, standingLevel, standingText, type Viewer } from './standing.js';
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
  /** What the hints' numbers count and for whom. */
  hintLegend: HTMLElement;
  /** The evaluation bar, its words, and the graph of the game's scores. */
  bar: HTMLElement;
  standing: HTMLElement;
  graph: HTMLElement;
  /** The board in words, for a screen reader. */
  boardWords: HTMLElement;
  /** What a key did, told to a screen reader. */
  announce: HTMLElement;
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
  /** Each position's score as far as a search or the end told it, by ply, from the first player's view. */
  private scores: (Score | undefined)[] = [];
  private keyCursor = new KeyCursor();

  constructor(private readonly el: Elements) {
    el.graph.addEventListener('click', (event) => this.goTo(plyAt(el.graph, event.clientX, this.moves.length)));
  }

  start(setup: GameSetup): void {
    this.cancelSearch();
    this.setup = { ...setup, parameters: { ...setup.parameters } };
    this.moves = [...(setup.moves ?? [])];
    this.cursor = setup.cursor ?? this.moves.length;
    this.scores = [];
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

  /**
   * A key; true when it did something. Off the board, Home, End and the left and right arrows step
   * through the moves. On the board its own keys win (Connect 4's 1-7, Line 'em Up's cursor), then
   * the arrows walk the targets a person may pick, Enter picks, Escape cancels and P plays a move
   * that could go on (a Pylos removal of one sphere); with nothing to pick, the arrows step again.
   */
  key(event: KeyboardEvent, onBoard: boolean): boolean {
    const view = this.view();
    if (view === undefined || this.setup === undefined) return false;
    if (!onBoard && this.stepKey(event.key)) return true;
    const own = this.setup.board.key?.(event, view);
    if (own === 'redraw') this.draw();
    else if (own !== undefined) this.pick(own);
    if (own !== undefined) return true;
    return onBoard && (this.cursorKey(event.key) || this.stepKey(event.key));
  }

  private stepKey(key: string): boolean {
    const steps: Record<string, number> = { Home: -this.cursor, End: this.moves.length - this.cursor, ArrowLeft: -1, ArrowRight: 1 };
    if (!(key in steps)) return false;
    this.step(steps[key]);
    return true;
  }

  /** The keyboard's cursor over the targets that continue a move, in the order the board draws them. */
  private cursorKey(key: string): boolean {
    const selection = this.selection;
    const targets = [...this.el.board.querySelectorAll<SVGElement>('[data-target].playable')].map((element) => element.dataset.target!);
    if (selection === undefined || targets.length === 0) return false;
    const step = cursorStep(key);
    if (step !== 0) {
      const at = this.keyCursor.move(targets, step)!;
      this.draw();
      this.say(`${at}, ${targets.indexOf(at) + 1} of ${targets.length}`);
    } else if (key === 'Enter' || key === ' ') {
      this.keyCursor.used = true;
      const at = this.keyCursor.current(targets)!;
      this.pick(at);
      // Still choosing: say what was picked and what comes next (a played move is said by the board's description).
      if (this.selection === selection && selection.targets.length > 0) {
        const complete = selection.complete();
        this.say(`${selection.targets.join(', ')} chosen; ${selection.next().size} to choose from next${complete === undefined ? '' : `, or P to play ${complete.notation}`}`);
      }
    } else if (key === 'Escape' && selection.targets.length > 0) {
      this.cancelPicked();
      this.say('choice cancelled');
    } else if ((key === 'p' || key === 'P') && selection.complete() !== undefined) {
      this.playPicked();
    } else return false;
    return true;
  }

  private say(text: string): void {
    this.el.announce.textContent = text;
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
    this.scores.length = Math.min(this.scores.length, this.moves.length + 1);
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
    this.scores = [];
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
    const ply = this.cursor;
    const viewer = this.viewer();
    try {
      const analysis = await analyse(info.id, this.position(this.moves.slice(0, ply)), HINT_SEARCH);
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
        if (!this.hints.has(target)) this.hints.set(target, scoreLabel(scoreFor(line.score, ply % 2, viewer.side), board.score));
      }
      this.bestHint = analysis.lines[0]?.move;
      // The best line's score is the position's own.
      if (analysis.lines[0] !== undefined) this.record(ply, analysis.lines[0].score);
      this.el.hintLegend.textContent = `After each move, for ${viewer.you ? 'you' : viewer.colour}, in ${board.score.unit} or the result:`;
      this.el.hints.replaceChildren(
        ...analysis.lines.map((line) => {
          const item = document.createElement('li');
          item.textContent = `${line.move.notation}: ${this.words(line.score, ply)}`;
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
    this.scores.length = Math.min(this.scores.length, this.cursor + 1);
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
    this.el.hintLegend.textContent = '';
    if (answer.status.over) this.scores[this.cursor] = endScore(answer.status.winner, setup.info.colours[0]);
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
    const ply = this.moves.length;
    this.el.thinking.textContent = `${setup.info.colours[ply % 2]} is thinking…`;
    try {
      const answer = await bestMove(setup.info.id, this.position(this.moves), player.search, (progress) => {
        this.el.thinking.textContent = `thinking: ${progressText(progress, this.words(progress.score, ply))}`;
        this.record(ply, progress.score);
        this.drawStanding();
      }, abort.signal);
      if (abort.signal.aborted) return;
      this.search = undefined;
      const level = answer.stats.level === undefined ? '' : ` at level ${answer.stats.level}`;
      this.el.thinking.textContent = `engine played ${answer.move.notation}${level}: ${answerText(answer, this.words(answer.score, ply))}`;
      // The search's score is its position's, and the next one's once its move is played.
      this.record(ply, answer.score);
      const after = scoreAfterMove(answer.score);
      if (after !== undefined) this.record(ply + 1, after, ply % 2);
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

  /** Who every score is told for: the person's side when one person plays, else the first player's. */
  private viewer(): Viewer {
    const { info, players } = this.setup!;
    const people = players.flatMap((player, side) => (player.kind === 'person' ? [side] : []));
    const side = people.length === 1 ? people[0] : 0;
    return { side, colour: info.colours[side], you: people.length === 1 };
  }

  /** A score of the position after `ply` moves (from its mover's view, or `mover`'s), in the viewer's words. */
  private words(score: Score, ply: number, mover = ply % 2): string {
    const viewer = this.viewer();
    return standingText(scoreFor(score, mover, viewer.side), viewer, this.setup!.board.score);
  }

  private record(ply: number, score: Score, mover = ply % 2): void {
    this.scores[ply] = scoreFor(score, mover, 0);
  }

  /** The bar and its words for the position shown, and the graph of the game so far. */
  private drawStanding(): void {
    const viewer = this.viewer();
    const unit = this.setup!.board.score;
    const forViewer = this.scores.map((score) => (score === undefined ? undefined : scoreFor(score, 0, viewer.side)));
    const shown = forViewer[this.cursor];
    drawBar(this.el.bar, shown === undefined ? undefined : standingLevel(shown, unit));
    this.el.bar.dataset.colour = viewer.colour;
    this.el.standing.textContent = shown === undefined ? 'not scored yet (the engine scores the positions it searches, Hints this one)' : standingText(shown, viewer, unit);
    drawGraph(this.el.graph, forViewer.map((score) => (score === undefined ? undefined : standingLevel(score, unit))), this.moves.length, this.cursor);
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
    // A shared position, or a paused game, leaves the engine waiting: said, so that nobody waits for it.
    const waiting = this.live() && !this.autoplay && this.search === undefined && this.engineToMove() ? ' (paused: the engine waits for Resume or ▶)' : '';
    this.el.turn.textContent = end ?? `${info.colours[side]} to move: ${playerText(players[side])}${waiting}`;
    this.el.turn.classList.toggle('over', end !== undefined);
    const drawn = setup.board.draw(view);
    this.el.board.replaceChildren(drawn);
    const targets = [...drawn.querySelectorAll<SVGElement>('[data-target].playable')].map((element) => element.dataset.target!);
    // The keyboard's cursor, on boards that draw none of their own (Line 'em Up's walks every cell).
    const at = drawn.querySelector('.cursor') === null && this.keyCursor.used ? this.keyCursor.current(targets) : undefined;
    if (at !== undefined) drawn.querySelector(`[data-target="${CSS.escape(at)}"]`)?.classList.add('key-cursor');
    const last = view.lastMove === undefined ? 'no move yet' : `last move ${setup.board.moveWords?.(view.lastMove) ?? view.lastMove}`;
    this.el.boardWords.textContent = `${this.el.turn.textContent}; ${last}. ${setup.board.describe(view)}.`;
    this.drawStanding();
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

/** The score of a finished game's last position, from the first player's view. */
function endScore(winner: string | null, first: string): Score {
  return { value: 0, outcome: winner === null ? 'draw' : winner === first ? 'win' : 'loss' };
}

/**
 * A search's score moved to the position after its best move, still from the searcher's view: a
 * proven distance is one ply shorter; a win on this very move leaves the end to the status.
 */
function scoreAfterMove(score: Score): Score | undefined {
  if (score.mate === undefined) return score;
  const left = Math.abs(score.mate) - 1;
  return left === 0 ? undefined : { ...score, mate: Math.sign(score.mate) * left, plies: left };
}
