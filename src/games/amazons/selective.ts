/**
 * Forward-pruning widths (SearchGame.selectiveWidth). Amazons has about 2,000 moves early on and
 * several hundred for most of the game, so full-width alpha-beta completes one ply in a second.
 * Like the strong programs, the search tries only the best k moves of a node:
 * - the root looks at every move on the first iteration (a full one-ply search), then at the best
 *   ROOT_WIDTH by the previous iteration's values, widening by GROWTH per extra ply;
 * - a node one ply from the leaves tries LEAF_PARENT_WIDTH moves by the static hint. Its children
 *   cost one evaluation each, and it must not miss the opponent's refutation: with the hint's best
 *   6 to 24 replies, the two-ply choice was no better than the one-ply one (1.6 to 1.9 squares
 *   short of the true two-ply best over 30 positions), with 60 to 80 it was 0.1 to 0.2 short;
 * - the replies to the root's moves (ply 1) are all looked at, as leaf parents, and as the pool
 *   the evaluation re-ranks higher up: the hint's best 64 missed the refutation of a move that the
 *   search then rated 15 to 24 squares too high (issue 24's second lost game, ply 28: the reply
 *   was the evaluation's best but 89th by the hint), the largest cause of the score's swings from
 *   one move to the next (docs/amazons.md). A few hundred evaluations a root move cost less than
 *   the deeper search the hint's narrow choice misleads;
 * - higher nodes keep INNER_WIDTH moves, widening by GROWTH per extra ply, chosen from the hint's
 *   best LEAF_PARENT_WIDTH re-ranked by the evaluation (the engine does that at pruning nodes).
 * Past two plies left every width grows, so each iteration also widens the tree, and one that
 * reaches some 18 plies past the end of the game covers every move and is exact again (hence the
 * depth maximum of 120): small end-games are solved.
 */
const ROOT_WIDTH = 12;
const LEAF_PARENT_WIDTH = 64;
const INNER_WIDTH = 10;
const GROWTH = 1.5;

export function selectiveWidth(depth: number, ply: number): number {
  if (ply === 0) return depth <= 1 ? Infinity : Math.round(ROOT_WIDTH * GROWTH ** (depth - 2));
  if (depth <= 1) return ply === 1 ? Infinity : LEAF_PARENT_WIDTH;
  return Math.round(INNER_WIDTH * GROWTH ** (depth - 2));
}
