/**
 * Sorts moves by descending score in place, carrying the scores along. Shell sort on the two typed
 * arrays: no allocation, and fast enough for the 2,000-move lists of Amazons as for Connect 4's 7.
 */
const GAPS = [701, 301, 132, 57, 23, 10, 4, 1];

export function sortMovesByScore(moves: Int32Array, scores: Int32Array, n: number): void {
  for (let g = 0; g < GAPS.length; g++) {
    const gap = GAPS[g];
    if (gap >= n) continue;
    for (let i = gap; i < n; i++) {
      const m = moves[i];
      const s = scores[i];
      let j = i;
      while (j >= gap && scores[j - gap] < s) {
        moves[j] = moves[j - gap];
        scores[j] = scores[j - gap];
        j -= gap;
      }
      moves[j] = m;
      scores[j] = s;
    }
  }
}

/**
 * Moves the k best moves to the front in descending order, leaving the rest unordered: what a
 * selective search needs from 2,000 moves when it will try only k of them. One pass; a move
 * better than the current k-th is inserted into the sorted prefix.
 */
export function selectBestMoves(moves: Int32Array, scores: Int32Array, n: number, k: number): void {
  sortMovesByScore(moves, scores, k);
  for (let i = k; i < n; i++) {
    const s = scores[i];
    if (s <= scores[k - 1]) continue;
    const m = moves[i];
    moves[i] = moves[k - 1];
    scores[i] = scores[k - 1];
    let j = k - 1;
    while (j > 0 && scores[j - 1] < s) {
      moves[j] = moves[j - 1];
      scores[j] = scores[j - 1];
      j--;
    }
    moves[j] = m;
    scores[j] = s;
  }
}
