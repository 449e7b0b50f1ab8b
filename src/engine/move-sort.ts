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
