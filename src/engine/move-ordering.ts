import type { CompleteGame } from './complete-game.js';
import { sortMovesByScore } from './move-sort.js';
import { MAX_PLY } from '../core/score.js';

const HISTORY_BITS = 16;
const HISTORY_MASK = (1 << HISTORY_BITS) - 1;
/**
 * Ordering keys: the table's move first, then the game's hint; among moves of equal hint, the two
 * killers, then the history. A killer is only known to have cut once at this ply, while a hint that
 * ranks quiet moves finely knows the position; ranking killers above every quiet hint threw that
 * knowledge away (`bench/order-nodes.ts` and the games' pages have the measurements).
 */
const TT_MOVE_KEY = 0x7fffffff;
const HINT_SHIFT = 16;
const KILLER_KEY = 0xffff;
const HISTORY_CAP = KILLER_KEY - 2;

/**
 * The iterative search's move ordering, kept apart from the search as Stockfish keeps movepick.cpp
 * apart from search.cpp: it fills a node's move buffer in the order to try the moves, and learns
 * from the cutoffs (two killers per ply, a history table per side).
 */
export class MoveOrdering<S> {
  private readonly keys: Int32Array[] = [];
  private readonly killers = new Int32Array(2 * MAX_PLY);
  /** Values stay at most HISTORY_CAP, so 16 bits hold them: half the memory a node's keys read at random. */
  private readonly history = new Uint16Array(2 << HISTORY_BITS);
  private state!: S;

  constructor(
    private readonly game: CompleteGame<S>,
    private readonly moveBuffers: Int32Array[],
  ) {
    for (let ply = 0; ply < MAX_PLY; ply++) this.keys.push(new Int32Array(game.maxMoves));
  }

  /** Killers and history start empty, so a search does not depend on the one before it. */
  newSearch(state: S): void {
    this.state = state;
    this.killers.fill(-1);
    this.history.fill(0);
  }

  /**
   * Generates the moves at ply and sorts them: table move, game hint, killers, history. Returns the
   * number of moves.
   */
  order(ply: number, ttMove: number): number {
    const game = this.game;
    const state = this.state;
    const moves = this.moveBuffers[ply];
    const keys = this.keys[ply];
    const n = game.generateSearchMoves(state, moves);
    const k0 = this.killers[2 * ply];
    const k1 = this.killers[2 * ply + 1];
    const historyBase = game.sideToMove(state) << HISTORY_BITS;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      if (m === ttMove) keys[i] = TT_MOVE_KEY;
      else {
        const hint = game.orderHint(state, m);
        const tieBreak = m === k0 ? KILLER_KEY : m === k1 ? KILLER_KEY - 1 : this.history[historyBase + (m & HISTORY_MASK)];
        keys[i] = (hint << HINT_SHIFT) + tieBreak;
      }
    }
    if (n > 1) sortMovesByScore(moves, keys, n);
    return n;
  }

  /**
   * The game's ordering hint of the i-th move at ply as ordered, for late-move reductions; -1 for
   * the table's move and the killers, which are never reduced.
   */
  reducibleHint(ply: number, i: number): number {
    const key = this.keys[ply][i];
    return key === TT_MOVE_KEY || (key & KILLER_KEY) >= KILLER_KEY - 1 ? -1 : key >> HINT_SHIFT;
  }

  /** A move that cut at ply becomes its first killer and gains history, more the deeper the cut. */
  rewardCutoff(ply: number, move: number, depth: number): void {
    if (this.killers[2 * ply] !== move) {
      this.killers[2 * ply + 1] = this.killers[2 * ply];
      this.killers[2 * ply] = move;
    }
    const h = this.history;
    const i = (this.game.sideToMove(this.state) << HISTORY_BITS) + (move & HISTORY_MASK);
    const v = h[i] + depth * depth;
    if (v <= HISTORY_CAP) h[i] = v;
    else {
      for (let j = 0; j < h.length; j++) h[j] >>= 1;
      h[i] = v >> 1;
    }
  }
}
