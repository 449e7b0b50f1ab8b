// The Elo difference a match's results imply, with its 95% confidence interval: the logistic
// model's inverse of the mean score, and Wilson's score interval for the mean score (with the
// per-game variance of wins, draws and losses in place of the binomial's, since a draw spreads
// less), mapped through the same curve. Unlike the plain normal interval, Wilson's stays
// informative when one side won every game.

export interface Tally {
  wins: number;
  draws: number;
  losses: number;
}

export interface EloEstimate {
  /** The first player's mean score per game, 0 to 1. */
  score: number;
  elo: number;
  /** The 95% interval's ends; infinite where the score's interval reaches 0 or 1. */
  low: number;
  high: number;
}

const Z95 = 1.959964;

/** Elo difference of a mean score: 400 log10(s / (1 - s)); ±Infinity at 0 and 1. */
export function eloOf(score: number): number {
  if (score <= 0) return -Infinity;
  if (score >= 1) return Infinity;
  return 400 * Math.log10(score / (1 - score));
}

export function eloEstimate({ wins, draws, losses }: Tally): EloEstimate {
  const games = wins + draws + losses;
  if (games === 0) return { score: 0.5, elo: 0, low: -Infinity, high: Infinity };
  const score = (wins + draws / 2) / games;
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / games;
  const z2 = Z95 * Z95;
  const shrink = 1 + z2 / games;
  const centre = (score + z2 / (2 * games)) / shrink;
  const half = (Z95 * Math.sqrt(variance / games + z2 / (4 * games * games))) / shrink;
  // A sweep's interval reaches 0 or 1 exactly; rounding would leave it a hair inside, thousands of Elo.
  const low = score <= 0 ? -Infinity : eloOf(centre - half);
  const high = score >= 1 ? Infinity : eloOf(centre + half);
  return { score, elo: eloOf(score), low, high };
}

function signed(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '+inf' : '-inf';
  return `${x >= 0 ? '+' : ''}${Math.round(x)}`;
}

/** "+12 -3 =5: Elo +63 (95%: -24 .. +163)" */
export function describeTally(tally: Tally): string {
  const { elo, low, high } = eloEstimate(tally);
  return `+${tally.wins} -${tally.losses} =${tally.draws}: Elo ${signed(elo)} (95%: ${signed(low)} .. ${signed(high)})`;
}
