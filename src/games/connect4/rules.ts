import { Outcome, sideOf } from '../../core/outcome.js';
import type { SearchGame } from '../../engine/game.js';
import { popcount } from '../bits.js';
import { zobristKeys } from '../random.js';
import { connect4Solver } from './solver.js';
import { CELLS, HEIGHT, STRIDE, WIDTH, bitIndex, hasFour, outHi, outLo, winningCells } from './bitboard.js';

/** Player 0 is red, who moves first in a game from the empty board; player 1 is yellow. */
export const RED = 0;
export const YELLOW = 1;

const ZOBRIST = zobristKeys(2 * WIDTH * STRIDE + 1, 0xc4c4);
const SIDE_KEY = 2 * 2 * WIDTH * STRIDE;

/**
 * A Connect 4 position: one bitboard per player (two 32-bit halves each), the column heights, and
 * a grid copy of the cells for the course's run-counting evaluation. A move is a column 0-6.
 * Token counts need not be balanced (the course allows it), so the side to move is kept explicitly.
 */
export class Connect4State {
  readonly lo = new Int32Array(2);
  readonly hi = new Int32Array(2);
  readonly heights = new Int8Array(WIDTH);
  /** Cell (col, row) at col * STRIDE + row: 0 empty, 1 red, 2 yellow. */
  readonly cells = new Int8Array(WIDTH * STRIDE);
  /** Outcome for the side to move, indexed by the number of stones on the board. */
  readonly outcomes = new Int8Array(CELLS + 1);
  toMove = RED;
  stones = 0;
  hashLo = 0;
  hashHi = 0;
  /**
   * Winning cells of both players, and the columns where each could win at once, for the position
   * whose hash is threatKeyLo/Hi. Exact shortcuts of the search read them, so the whole key counts.
   */
  private threatsKnown = false;
  private threatKeyLo = 0;
  private threatKeyHi = 0;
  readonly playable = new Int32Array(2);
  /** Columns (as bits 0-6) whose next stone would sit under a winning cell of the player. */
  readonly under = new Int32Array(2);
  /** Columns that are not full. */
  openColumns = 0;
  readonly threatsLo = new Int32Array(2);
  readonly threatsHi = new Int32Array(2);

  static empty(): Connect4State {
    const s = new Connect4State();
    s.outcomes[0] = Outcome.Ongoing;
    return s;
  }

  /** Puts a stone without the turn logic, for setting up a given board. */
  put(col: number, player: number): void {
    const row = this.heights[col]++;
    const bit = bitIndex(col, row);
    if (bit < 32) this.lo[player] |= 1 << bit;
    else this.hi[player] |= 1 << (bit - 32);
    this.cells[bit] = player + 1;
    this.stones++;
    this.hashLo ^= ZOBRIST[2 * (player * WIDTH * STRIDE + bit)];
    this.hashHi ^= ZOBRIST[2 * (player * WIDTH * STRIDE + bit) + 1];
  }

  /** Plays a move: the side to move's stone in column col, then the turn passes. */
  play(col: number): void {
    const player = this.toMove;
    this.put(col, player);
    this.setToMove(player ^ 1);
    this.outcomes[this.stones] = hasFour(this.lo[player], this.hi[player])
      ? Outcome.Loss
      : this.stones === CELLS
        ? Outcome.Draw
        : Outcome.Ongoing;
  }

  /** Takes back move col, which must be the last one played. */
  undo(col: number): void {
    const player = this.toMove ^ 1;
    this.setToMove(player);
    const row = --this.heights[col];
    const bit = bitIndex(col, row);
    if (bit < 32) this.lo[player] &= ~(1 << bit);
    else this.hi[player] &= ~(1 << (bit - 32));
    this.cells[bit] = 0;
    this.stones--;
    this.hashLo ^= ZOBRIST[2 * (player * WIDTH * STRIDE + bit)];
    this.hashHi ^= ZOBRIST[2 * (player * WIDTH * STRIDE + bit) + 1];
  }

  setToMove(player: number): void {
    if (player !== this.toMove) {
      this.hashLo ^= ZOBRIST[SIDE_KEY];
      this.hashHi ^= ZOBRIST[SIDE_KEY + 1];
      this.toMove = player;
    }
  }

  /** Computes the outcome of a board that was set up stone by stone. */
  settle(): void {
    const opponent = this.toMove ^ 1;
    this.outcomes[this.stones] = hasFour(this.lo[opponent], this.hi[opponent])
      ? Outcome.Loss
      : hasFour(this.lo[this.toMove], this.hi[this.toMove])
        ? Outcome.Win
        : this.stones === CELLS
          ? Outcome.Draw
          : Outcome.Ongoing;
  }

  isFull(col: number): boolean {
    return this.heights[col] >= HEIGHT;
  }

  clone(): Connect4State {
    const s = new Connect4State();
    s.lo.set(this.lo);
    s.hi.set(this.hi);
    s.heights.set(this.heights);
    s.cells.set(this.cells);
    s.outcomes.set(this.outcomes);
    s.toMove = this.toMove;
    s.stones = this.stones;
    s.hashLo = this.hashLo;
    s.hashHi = this.hashHi;
    return s;
  }

  /** Fills threatsLo/Hi and playable for both players, once per position. */
  computeThreats(): void {
    if (this.threatsKnown && this.threatKeyLo === this.hashLo && this.threatKeyHi === this.hashHi) return;
    this.threatsKnown = true;
    this.threatKeyLo = this.hashLo;
    this.threatKeyHi = this.hashHi;
    const occLo = this.lo[0] | this.lo[1];
    const occHi = this.hi[0] | this.hi[1];
    let open = 0;
    for (let col = 0; col < WIDTH; col++) if (this.heights[col] < HEIGHT) open |= 1 << col;
    this.openColumns = open;
    for (let p = 0; p < 2; p++) {
      winningCells(this.lo[p], this.hi[p], occLo, occHi);
      this.threatsLo[p] = outLo;
      this.threatsHi[p] = outHi;
      let columns = 0;
      let under = 0;
      for (let col = 0; col < WIDTH; col++) {
        const row = this.heights[col];
        if (row >= HEIGHT) continue;
        const bit = bitIndex(col, row);
        if (isThreat(this, p, bit)) columns |= 1 << col;
        if (row + 1 < HEIGHT && isThreat(this, p, bit + 1)) under |= 1 << col;
      }
      this.playable[p] = columns;
      this.under[p] = under;
    }
  }
}

export function isThreat(state: Connect4State, player: number, bit: number): boolean {
  return bit < 32 ? ((state.threatsLo[player] >>> bit) & 1) !== 0 : ((state.threatsHi[player] >>> (bit - 32)) & 1) !== 0;
}

/** Columns (as bits 0-6) where the player could complete four right now. */
function playableThreats(state: Connect4State, player: number): number {
  state.computeThreats();
  return state.playable[player];
}

/** How many winning cells the player would hold after a stone on the bit (Pons' move order). */
function threatsAfter(state: Connect4State, player: number, bit: number): number {
  const bLo = bit < 32 ? 1 << bit : 0;
  const bHi = bit < 32 ? 0 : 1 << (bit - 32);
  winningCells(state.lo[player] | bLo, state.hi[player] | bHi, state.lo[0] | state.lo[1] | bLo, state.hi[0] | state.hi[1] | bHi);
  return popcount(outLo) + popcount(outHi);
}

/**
 * The columns whose move does not hand the opponent a win next ply: the block when it has one
 * playable winning cell (none when it has two), never a move under one of its winning cells.
 */
function nonLosingColumns(state: Connect4State): number {
  const them = state.toMove ^ 1;
  const forced = playableThreats(state, them);
  if ((forced & (forced - 1)) !== 0) return 0;
  return (forced !== 0 ? forced : state.openColumns) & ~state.under[them];
}

/** Centre columns take part in more lines; the engine tries them first. */
const CENTRE_ORDER = [0, 2, 4, 6, 4, 2, 0];

export const connect4Search: SearchGame<Connect4State> = {
  maxMoves: WIDTH,
  cyclic: false,
  // Exact solves go to the WebAssembly solver and its own 100 MB table; this one serves the
  // heuristic search of positions the solver could not finish.
  ttBits: 20,
  solver: connect4Solver,

  generateMoves(state, buf) {
    let n = 0;
    for (let col = 0; col < WIDTH; col++) if (state.heights[col] < HEIGHT) buf[n++] = col;
    return n;
  },

  makeMove: (state, col) => state.play(col),
  unmakeMove: (state, col) => state.undo(col),

  /**
   * Pons' exact shortcuts, which the search may take without looking at the children: a player
   * with a playable winning cell wins next ply; one with no move that survives the next ply (two
   * threats to block, a forced block under another threat, every move under one) loses in two.
   */
  decidedIn(state) {
    if (playableThreats(state, state.toMove) !== 0) return 1;
    return nonLosingColumns(state) === 0 ? -2 : 0;
  },

  /**
   * The moves worth searching, exactly as good as all moves: the winning ones when there are any;
   * else those that survive the next ply (Pons' possibleNonLosingMoves); every move when none does.
   */
  // Wins in one and losses in two are all decided, and wins come on odd plies, losses on even ones.
  undecidedDistance: { win: 3, loss: 4 },

  generateSearchMoves(state, buf) {
    const wins = playableThreats(state, state.toMove);
    const mask = wins !== 0 ? wins : nonLosingColumns(state);
    let n = 0;
    for (let col = 0; col < WIDTH; col++) if ((mask >> col) & 1) buf[n++] = col;
    return n > 0 ? n : connect4Search.generateMoves(state, buf);
  },

  outcome: (state) => state.outcomes[state.stones],
  sideToMove: (state) => sideOf(state.toMove),
  hashLo: (state) => state.hashLo,
  hashHi: (state) => state.hashHi,
  pliesLeftBound: (state) => CELLS - state.stones,

  orderHint(state, col) {
    state.computeThreats();
    const me = state.toMove;
    const bit = bitIndex(col, state.heights[col]);
    if (isThreat(state, me, bit)) return 1000;
    if (isThreat(state, me ^ 1, bit)) return 900;
    // Playing under the opponent's winning cell hands it the win.
    if ((state.under[me ^ 1] >> col) & 1) return 0;
    // Pons' order: the more winning cells a move makes, the sooner it wins or forces; centre breaks ties.
    return 100 + 40 * Math.min(threatsAfter(state, me, bit), 9) + CENTRE_ORDER[col];
  },
};
