import { Outcome, sideOf } from '../../core/outcome.js';
import type { SearchGame } from '../../engine/game.js';
import { zobristKeys } from '../random.js';
import { Geometry, MAX_N } from './geometry.js';

/** Player 0 is white, who moves first; player 1 is black. */
export const WHITE = 0;
export const BLACK = 1;

/** Cell contents. */
export const EMPTY = 0;
export const BLOC = 3;
/** The piece of player p is p + 1. */
export const pieceOf = (player: number): number => player + 1;

/** Keys for (content, cell) with content 0 empty, 1 white, 2 black; then one per count of dead cells. */
const ZOBRIST = zobristKeys(3 * MAX_N * MAX_N + MAX_N * MAX_N + 1, 0x11e0);
const DEAD_KEYS = 2 * 3 * MAX_N * MAX_N;

/**
 * A Line 'em Up position. Besides the cells it keeps, for every window of the geometry, how many
 * pieces of each colour it holds: a move updates only the windows through its cell, and a window
 * reaching s pieces is the win. White moves first and the players alternate, so the side to move is
 * the parity of the number of pieces. A move is a cell index.
 *
 * The hash covers only what can still decide the game. A window holding both colours is dead: no
 * one can fill it. A cell in no live window is dead too: a piece there never matters again, and an
 * empty one is a pure tempo move, like any other empty dead cell. So the key hashes the contents of
 * the live cells plus the number of empty dead cells; positions that differ only elsewhere play out
 * identically (same moves that matter, same heuristic values, same side to move) and share their
 * transposition-table entries. Likewise for the board's symmetries: the key is kept for every
 * symmetry of the geometry and the smallest one is used, so mirrored and rotated positions meet
 * in the table too. (The table's best move is then only an ordering hint in the wrong orientation,
 * which costs a little ordering, never correctness.)
 */
export class LineState {
  /** 0 empty, 1 white, 2 black, 3 bloc. */
  readonly cells: Int8Array;
  /** Pieces of each colour in each window: counts[2 * w + player]. */
  readonly counts: Int8Array;
  /** Live windows through each cell. */
  readonly live: Int8Array;
  /** Windows where each player lacks one piece and the opponent has none: threats[player]. */
  readonly threats = new Int32Array(2);
  /** Outcome for the side to move, indexed by the number of pieces on the board. */
  readonly outcomes: Int8Array;
  pieces = 0;
  /** Empty cells in no live window. */
  deadEmpty = 0;
  /** Zobrist keys of the live cells' contents, one per symmetry; the getters add the dead-cell count. */
  readonly liveLo: Int32Array;
  readonly liveHi: Int32Array;
  /** canonical()'s answer for the keys as they are, -1 once a flip changed them: hashLo and hashHi share it. */
  private symmetry = -1;

  constructor(readonly geometry: Geometry) {
    const g = geometry;
    this.cells = new Int8Array(g.cellCount);
    for (const b of g.blocs) this.cells[b] = BLOC;
    this.counts = new Int8Array(2 * g.windowCount);
    this.live = new Int8Array(g.cellCount);
    this.liveLo = new Int32Array(g.symmetries.length);
    this.liveHi = new Int32Array(g.symmetries.length);
    for (let c = 0; c < g.cellCount; c++) {
      this.live[c] = g.windowStart[c + 1] - g.windowStart[c];
      if (this.live[c] > 0) this.flip(c, EMPTY);
      else if (this.cells[c] === EMPTY) this.deadEmpty++;
    }
    this.outcomes = new Int8Array(g.openCells + 1);
    this.outcomes[0] = g.openCells === 0 ? Outcome.Draw : Outcome.Ongoing;
  }

  get toMove(): number {
    return this.pieces & 1;
  }

  get empties(): number {
    return this.geometry.openCells - this.pieces;
  }

  get hashLo(): number {
    if (this.symmetry < 0) this.symmetry = this.canonical();
    return this.liveLo[this.symmetry] ^ ZOBRIST[DEAD_KEYS + 2 * this.deadEmpty];
  }

  get hashHi(): number {
    if (this.symmetry < 0) this.symmetry = this.canonical();
    return this.liveHi[this.symmetry] ^ ZOBRIST[DEAD_KEYS + 2 * this.deadEmpty + 1];
  }

  /** The symmetry whose key is smallest (unsigned low half, then high half). */
  private canonical(): number {
    const lo = this.liveLo;
    const hi = this.liveHi;
    let best = 0;
    for (let i = 1; i < lo.length; i++) {
      const a = lo[i] >>> 0;
      const b = lo[best] >>> 0;
      if (a < b || (a === b && hi[i] >>> 0 < hi[best] >>> 0)) best = i;
    }
    return best;
  }

  /** Toggles the key of cell holding content (0 empty, 1 white, 2 black), in every symmetry. */
  private flip(cell: number, content: number): void {
    const symmetries = this.geometry.symmetries;
    this.symmetry = -1;
    for (let i = 0; i < symmetries.length; i++) {
      const k = 2 * (content * MAX_N * MAX_N + symmetries[i][cell]);
      this.liveLo[i] ^= ZOBRIST[k];
      this.liveHi[i] ^= ZOBRIST[k + 1];
    }
  }

  /** Puts a piece without the turn logic; true when it fills a window. */
  put(cell: number, player: number): boolean {
    const g = this.geometry;
    const piece = pieceOf(player);
    this.cells[cell] = piece;
    this.pieces++;
    if (this.live[cell] > 0) {
      this.flip(cell, EMPTY);
      this.flip(cell, piece);
    } else this.deadEmpty--;
    const last = g.s - 1;
    let line = false;
    for (let i = g.windowStart[cell]; i < g.windowStart[cell + 1]; i++) {
      const w = g.windowList[i];
      const theirs = this.counts[2 * w + (player ^ 1)];
      const mine = ++this.counts[2 * w + player];
      if (theirs === 0) {
        if (mine === last) this.threats[player]++;
        else if (mine === g.s) {
          this.threats[player]--;
          line = true;
        }
      } else if (mine === 1) {
        // The window's first piece of this colour next to the other colour's: it dies.
        if (theirs === last) this.threats[player ^ 1]--;
        this.killWindow(w);
      }
    }
    return line;
  }

  /** Plays a move: the side to move's piece on cell; a filled window ends the game. */
  play(cell: number): void {
    const line = this.put(cell, this.toMove);
    this.outcomes[this.pieces] = line ? Outcome.Loss : this.empties === 0 ? Outcome.Draw : Outcome.Ongoing;
  }

  /** Takes back move cell, which must be the last one played. */
  undo(cell: number): void {
    const player = this.toMove ^ 1;
    const g = this.geometry;
    const piece = pieceOf(player);
    const last = g.s - 1;
    for (let i = g.windowStart[cell]; i < g.windowStart[cell + 1]; i++) {
      const w = g.windowList[i];
      const theirs = this.counts[2 * w + (player ^ 1)];
      const mine = this.counts[2 * w + player]--;
      if (theirs === 0) {
        if (mine === last) this.threats[player]--;
        else if (mine === g.s) this.threats[player]++;
      } else if (mine === 1) {
        if (theirs === last) this.threats[player ^ 1]++;
        this.reviveWindow(w);
      }
    }
    if (this.live[cell] > 0) {
      this.flip(cell, piece);
      this.flip(cell, EMPTY);
    } else this.deadEmpty++;
    this.cells[cell] = EMPTY;
    this.pieces--;
  }

  private killWindow(w: number): void {
    const g = this.geometry;
    for (let k = w * g.s; k < w * g.s + g.s; k++) {
      const c = g.windowCells[k];
      if (--this.live[c] === 0) {
        this.flip(c, this.cells[c]);
        if (this.cells[c] === EMPTY) this.deadEmpty++;
      }
    }
  }

  private reviveWindow(w: number): void {
    const g = this.geometry;
    for (let k = w * g.s; k < w * g.s + g.s; k++) {
      const c = g.windowCells[k];
      if (this.live[c]++ === 0) {
        this.flip(c, this.cells[c]);
        if (this.cells[c] === EMPTY) this.deadEmpty--;
      }
    }
  }

  /**
   * Writes into buf the cells that would complete a window for the player (each once), from
   * index 0; returns how many.
   */
  threatCells(player: number, buf: Int32Array): number {
    const g = this.geometry;
    const stamp = g.newMarks();
    let n = 0;
    for (let w = 0; w < g.windowCount; w++) {
      if (this.counts[2 * w + player] !== g.s - 1 || this.counts[2 * w + (player ^ 1)] !== 0) continue;
      for (let k = w * g.s; k < w * g.s + g.s; k++) {
        const c = g.windowCells[k];
        if (this.cells[c] === EMPTY && g.marks[c] !== stamp) {
          g.marks[c] = stamp;
          buf[n++] = c;
        }
      }
    }
    return n;
  }

  /** Windows the player has filled. */
  lines(player: number): number[] {
    const found: number[] = [];
    for (let w = 0; w < this.geometry.windowCount; w++) if (this.counts[2 * w + player] === this.geometry.s) found.push(w);
    return found;
  }

  /** The outcome of a board that was set up piece by piece (only the last mover can have a line). */
  settle(): void {
    this.outcomes[this.pieces] =
      this.lines(this.toMove ^ 1).length > 0 ? Outcome.Loss : this.empties === 0 ? Outcome.Draw : Outcome.Ongoing;
  }

  clone(): LineState {
    const copy = new LineState(this.geometry);
    copy.cells.set(this.cells);
    copy.counts.set(this.counts);
    copy.live.set(this.live);
    copy.threats.set(this.threats);
    copy.outcomes.set(this.outcomes);
    copy.pieces = this.pieces;
    copy.deadEmpty = this.deadEmpty;
    copy.liveLo.set(this.liveLo);
    copy.liveHi.set(this.liveHi);
    return copy;
  }
}

/**
 * Order hints: a win, a block and a double threat (900 and up) come before every positional hint
 * (at most 511). The engine sorts by hint; its killers and history only break ties between moves
 * of equal hint.
 */
const HINT_WIN = 1023;
const HINT_BLOCK = 1000;
const HINT_DOUBLE_THREAT = 900;
const HINT_POSITIONAL_MAX = 511;
const threatBuffer = new Int32Array(MAX_N * MAX_N);

export const lineSearch: SearchGame<LineState> = {
  maxMoves: MAX_N * MAX_N,
  cyclic: false,
  // 2^22 entries (88 MB): proving 5x5 with s=4 took 50M nodes with 2^20, 54M with 2^21, 38M with
  // 2^22 and 38M with 2^23; and a 10 s search (the maximum, about 2.5M nodes) still fits.
  ttBits: 22,

  generateMoves(state, buf) {
    const cells = state.cells;
    let n = 0;
    for (let c = 0; c < cells.length; c++) if (cells[c] === EMPTY) buf[n++] = c;
    return n;
  },

  makeMove: (state, cell) => state.play(cell),
  unmakeMove: (state, cell) => state.undo(cell),

  /**
   * The moves worth searching, exactly as good as all moves: the winning cells when there are
   * any; else the cells that block the opponent's win (any other move loses at once); else the
   * empty cells of live windows. An empty cell in no live window is a pure tempo move, and a live
   * cell is never worse: the piece there is one the mover can always pretend to have played on
   * the dead cell instead, so an extra piece on a live cell never hurts (a strategy-stealing
   * argument). When only dead cells are left, they are all alike and one stands for all.
   */
  generateSearchMoves(state, buf) {
    const me = state.toMove;
    if (state.threats[me] > 0) return state.threatCells(me, buf);
    if (state.threats[me ^ 1] > 0) return state.threatCells(me ^ 1, buf);
    const cells = state.cells;
    let n = 0;
    for (let c = 0; c < cells.length; c++) if (cells[c] === EMPTY && state.live[c] > 0) buf[n++] = c;
    if (n > 0) return n;
    buf[0] = cells.indexOf(EMPTY);
    return 1;
  },

  /**
   * Exact results the search may take without looking further: a side with a winning cell wins
   * next ply; a side without one, facing two distinct winning cells of the opponent, can block
   * only one and loses in two.
   */
  decidedIn(state) {
    const me = state.toMove;
    if (state.threats[me] > 0) return 1;
    if (state.threats[me ^ 1] < 2) return 0;
    return state.threatCells(me ^ 1, threatBuffer) >= 2 ? -2 : 0;
  },

  outcome: (state) => state.outcomes[state.pieces],
  sideToMove: (state) => sideOf(state.toMove),
  hashLo: (state) => state.hashLo,
  hashHi: (state) => state.hashHi,
  pliesLeftBound: (state) => state.empties,

  /**
   * Wins first, then blocks of the opponent's win, then moves that open two threats at once (the
   * opponent can stop only one); the rest by how much the cell adds to the side's open windows and
   * takes from the opponent's, fuller windows weighing more.
   */
  orderHint(state, cell) {
    const g = state.geometry;
    const me = state.toMove;
    const last = g.s - 1;
    let block = false;
    let threats = 0;
    let value = 0;
    for (let i = g.windowStart[cell]; i < g.windowStart[cell + 1]; i++) {
      const w = g.windowList[i];
      const mine = state.counts[2 * w + me];
      const theirs = state.counts[2 * w + (me ^ 1)];
      if (theirs === 0) {
        if (mine === last) return HINT_WIN;
        if (mine === last - 1) threats++;
        value += 2 + 4 * mine * mine;
      } else if (mine === 0) {
        if (theirs === last) block = true;
        value += 1 + 3 * theirs * theirs;
      }
    }
    if (block) return HINT_BLOCK;
    if (threats >= 2) return HINT_DOUBLE_THREAT;
    return Math.min(value, HINT_POSITIONAL_MAX);
  },
};
