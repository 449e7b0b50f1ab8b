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
 *   the evaluation re-ranks higher up. The hint's best 64 missed the refutation of a move the
 *   search then rated 19.71 squares for us (issue 24's second lost game, ply 28, with the score at
 *   -0.18 one move later): the bot's reply was the evaluation's second best of 241 and the hint's
 *   188th. A reply the evaluation ranks high but the hint does not is the swing's usual source
 *   (docs/amazons.md); a root move's few hundred extra evaluations cost about what the misled
 *   deeper search did (5,483 nodes to depth 4 there, 6,393 before);
 * - higher nodes keep INNER_WIDTH moves, widening by GROWTH per extra ply, chosen from the hint's
 *   best LEAF_PARENT_WIDTH re-ranked by the evaluation (the engine does that at pruning nodes);
 *   the replies to the root's moves keep at least REPLY_WIDTH of every reply so re-ranked. At 10
 *   to 34 (2 to 5 plies left), the refutation of issue 24's first lost game at ply 26 (A1A7A2 after
 *   H9E9E8, the evaluation's 41st reply of 239) was cut, and the search rated H9E9E8 +14.3
 *   squares at 195,000 nodes, where blue's own search of the reply rates it +10 for blue.
 * Past two plies left every width grows, so each iteration also widens the tree, and one that
 * reaches some 18 plies past the end of the game covers every move and is exact again (hence the
 * depth maximum of 120): small end-games are solved.
 */
const ROOT_WIDTH = 12;
const LEAF_PARENT_WIDTH = 64;
const INNER_WIDTH = 10;
const GROWTH = 1.5;
const REPLY_WIDTH = 48;

export function selectiveWidth(depth: number, ply: number): number {
  if (ply === 0) return depth <= 1 ? Infinity : Math.round(ROOT_WIDTH * GROWTH ** (depth - 2));
  if (depth <= 1) return ply === 1 ? Infinity : LEAF_PARENT_WIDTH;
  const inner = Math.round(INNER_WIDTH * GROWTH ** (depth - 2));
  return ply === 1 ? Math.max(REPLY_WIDTH, inner) : inner;
}
