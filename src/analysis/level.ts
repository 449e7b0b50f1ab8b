import type { SearchGame } from '../engine/game.js';
import { Outcome } from '../core/outcome.js';
import type { RootLine } from '../engine/multi-pv.js';
import { pliesToEnd } from '../core/score.js';
import type { LevelSetting } from '../games/level-table.js';

/** Seeds are below this: a request's `seed`, and the ones drawn for requests without. */
export const SEED_LIMIT = 2 ** 31;

/** From this level up a level never misses a win in one nor leaves a one-move loss open (when a move avoids it). */
export const SAFE_LEVEL = 3;

/** The value a line counts for in the pick: its score, a proven result as the table's decisive value. */
function pickValue(line: RootLine, decisive: number): number {
  if (!line.proven) return line.score;
  if (line.score === 0) return 0;
  return Math.sign(line.score) * (decisive - pliesToEnd(line.score));
}

/**
 * Whether playing `move` ends the game in the mover's win. Outcomes are the side to move's, which
 * is the loser when the move passes the turn.
 */
export function winsAtOnce<S>(rules: SearchGame<S>, state: S, move: number): boolean {
  const mover = rules.sideToMove(state);
  rules.makeMove(state, move);
  const outcome = rules.outcome(state);
  const won = outcome !== Outcome.Ongoing && outcome !== Outcome.Draw && (rules.sideToMove(state) === mover) === (outcome === Outcome.Win);
  rules.unmakeMove(state, move);
  return won;
}

/** Whether after `move` the opponent has a move that wins at once. */
export function leavesLossInOne<S>(rules: SearchGame<S>, state: S, move: number): boolean {
  rules.makeMove(state, move);
  try {
    if (rules.outcome(state) !== Outcome.Ongoing) return false;
    const buffer = new Int32Array(rules.maxMoves);
    const count = rules.generateMoves(state, buffer);
    for (let i = 0; i < count; i++) if (winsAtOnce(rules, state, buffer[i])) return true;
    return false;
  } finally {
    rules.unmakeMove(state, move);
  }
}

/**
 * Picks a root move from the multi-PV lines: a softmax over their values at the level's
 * temperature (Stockfish's Skill Level idea), drawn with `random`. From SAFE_LEVEL up a win in
 * one is always taken and a move that leaves a win in one is redrawn while another is left; the
 * check is on the drawn move alone, as a wide root (Amazons) cannot afford every move's.
 */
export function pickLine<S>(
  rules: SearchGame<S>,
  state: S,
  lines: readonly RootLine[],
  level: number,
  setting: LevelSetting,
  decisive: number,
  random: () => number,
): RootLine {
  const safe = level >= SAFE_LEVEL;
  if (safe) {
    const win = lines.find((line) => winsAtOnce(rules, state, line.move));
    if (win) return win;
  }
  let open = [...lines];
  for (;;) {
    const values = open.map((line) => pickValue(line, decisive));
    const best = Math.max(...values);
    const weights = values.map((v) => (setting.temperature > 0 ? Math.exp((v - best) / setting.temperature) : v === best ? 1 : 0));
    const total = weights.reduce((sum, w) => sum + w, 0);
    let draw = random() * total;
    let chosen = open.length - 1;
    for (let i = 0; i < open.length; i++) {
      draw -= weights[i];
      if (draw < 0) {
        chosen = i;
        break;
      }
    }
    const line = open[chosen];
    if (!safe || open.length === 1 || !leavesLossInOne(rules, state, line.move)) return line;
    open = open.filter((_, i) => i !== chosen);
  }
}
