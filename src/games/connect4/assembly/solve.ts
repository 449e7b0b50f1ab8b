// The exact solve, after Pascal Pons' published solver (his blog's "Solving Connect 4" steps):
// null-window negamax bisecting the score range, only moves that do not lose at once, a window
// clamped to what the number of empty cells still allows, Pons' move order, and a table of bounds.
// Each entry also keeps the best move, tried first when the position is searched again (Pons has
// none), and read back as the principal variation.
//
// Scores are Pons': 0 a draw; a win leaving e empty cells before the winning stone is (e + 1) / 2
// for the side to move, a loss the negation of the winner's. They depend only on the empty cells,
// so unbalanced boards (the course allows them) are scored alike.
import { CELLS, WIDTH, column, nonLosingMoves, playable, winningCells } from './bitboard';
import { MISSING, bookOn, bookStones, bookValue } from './book';
import { ard, begin, countCutoff, enter, firstColumn, moveStack, noteBest, orderMoves, rootBest, rootStones, setArd, stopped } from './search';
import { LOWER, OFFSET, foundBound, foundMove, probe, store } from './table';

function negamax(mine: u64, mask: u64, stones: i32, alpha: i32, beta: i32): i32 {
  if (!enter(stones)) return 0;
  const moves = nonLosingMoves(mine, mask);
  if (moves == 0) return -(CELLS - stones) / 2;
  if (stones >= CELLS - 2) return 0;
  // No win in one (the parent never plays into it) and no loss in two (just checked).
  const low = -(CELLS - 2 - stones) / 2;
  if (alpha < low) {
    alpha = low;
    if (alpha >= beta) return alpha;
  }
  const high = (CELLS - 1 - stones) / 2;
  if (beta > high) {
    beta = high;
    if (alpha >= beta) return beta;
  }
  const key = mine + mask;
  // The database settles a position of its ply below the root; the root itself needs a move.
  if (bookOn && stones == bookStones && stones > rootStones) {
    const value = bookValue(key);
    if (value == 0) return 0;
    if (value == 1 && alpha < 1) {
      alpha = 1;
      if (alpha >= beta) return alpha;
    } else if (value == -1 && beta > -1) {
      beta = -1;
      if (alpha >= beta) return beta;
    }
  }
  probe(key);
  const tableMove = foundMove;
  if (foundBound >= LOWER) {
    const bound = foundBound - LOWER - OFFSET;
    if (alpha < bound) {
      alpha = bound;
      if (alpha >= beta) {
        // A root the request already solved is lifted by its entry: the move stored with the bound
        // is the one that reaches it, and without it the answer would be any safe move.
        noteBest(stones, tableMove);
        return alpha;
      }
    }
  } else if (foundBound != 0) {
    const bound = foundBound - OFFSET;
    if (beta > bound) {
      beta = bound;
      if (alpha >= beta) return beta;
    }
  }

  const base = stones * WIDTH;
  const n = orderMoves(mine, mask, moves, base, tableMove);
  if (bookOn) {
    const cut = childBoundCut(mine, mask, n, base, beta);
    if (cut != NO_CUT) {
      noteBest(stones, foundMove);
      store(key, OFFSET + LOWER + cut, foundMove);
      return cut;
    }
  }
  // Below alpha, the move that held out best is remembered for the principal variation.
  let best = -1;
  let bestScore = -CELLS;
  let ardSum: f64 = 0;
  for (let i = 0; i < n; i++) {
    const move = unchecked(moveStack[base + i]);
    const score = -negamax(mine ^ mask, mask | move, stones + 1, -beta, -alpha);
    if (stopped) return 0;
    ardSum += ard;
    if (score >= beta) {
      countCutoff();
      store(key, OFFSET + LOWER + score, column(move));
      noteBest(stones, column(move));
      setArd(ardSum / f64(i + 1));
      return score;
    }
    if (score > alpha) alpha = score;
    if (score > bestScore) {
      bestScore = score;
      best = column(move);
    }
  }
  store(key, OFFSET + alpha, best);
  setArd(ardSum / f64(n));
  return alpha;
}

/** No score is this low: childBoundCut's "no child cuts". */
const NO_CUT: i32 = -CELLS;

/**
 * Enhanced transposition cutoff (Plaat et al.), with the book on only, so that the book-off solve
 * stays Pons' node for node: a child whose stored upper bound already puts its score at or above
 * beta from here cuts before any child is searched (about a quarter fewer nodes on ply-9 weak
 * solves; docs/connect4.md). Returns that score with foundMove set to the child's column, or
 * NO_CUT.
 */
function childBoundCut(mine: u64, mask: u64, n: i32, base: i32, beta: i32): i32 {
  for (let i = 0; i < n; i++) {
    const move = unchecked(moveStack[base + i]);
    probe((mine ^ mask) + (mask | move));
    if (foundBound != 0 && foundBound < LOWER) {
      const score = OFFSET - foundBound;
      if (score >= beta) {
        foundMove = column(move);
        return score;
      }
    }
  }
  return NO_CUT;
}

/**
 * The position's exact score (-1, 0 or 1 when `weak`) unless stopped; the best move is rootBest.
 * `known` is the position's weak value when the caller's tables give it (1 a win, -1 a loss), else
 * MISSING: the probes then start on its side of zero, and none is spent below it.
 */
export function solvePosition(mine: u64, mask: u64, weak: bool, known: i32, maxNodes: f64): i32 {
  const stones = i32(popcnt<u64>(mask));
  begin(stones, maxNodes);
  const wins = winningCells(mine, mask) & playable(mask);
  if (wins != 0) {
    noteBest(stones, column(wins & (0 - wins)));
    return (CELLS + 1 - stones) / 2;
  }
  let low = weak ? -1 : -(CELLS - stones) / 2;
  let high = weak ? 1 : (CELLS + 1 - stones) / 2;
  // A win's bound stays at 0, not 1: the root's move is the one the last probe above the bound
  // found, so a score of 1 still needs the probe that lifts it there.
  if (known == 1) low = 0;
  else if (known == -1) high = -1;
  // A weak root of the database's own ply has its value there: a draw needs only the probe that
  // finds a move which does not lose, and a loss none.
  if (weak && bookOn && stones == bookStones) {
    const known = bookValue(mine + mask);
    if (known != MISSING && known < high) high = known;
  }
  while (low < high) {
    // Probe near zero first, where most scores are, halving towards the ends.
    let probe = low + (high - low) / 2;
    if (probe <= 0 && low / 2 < probe) probe = low / 2;
    else if (probe >= 0 && high / 2 > probe) probe = high / 2;
    const r = negamax(mine, mask, stones, probe, probe + 1);
    if (stopped) return 0;
    if (r <= probe) high = r;
    else low = r;
  }
  // A root that no probe lifted loses as fast as possible whatever it plays: any move will do.
  if (rootBest < 0) {
    const safe = nonLosingMoves(mine, mask);
    noteBest(stones, firstColumn(safe != 0 ? safe : playable(mask)));
  }
  return low;
}
