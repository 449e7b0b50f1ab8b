import type { SearchGame } from '../engine/game.js';
import { Outcome } from '../engine/game.js';
import type { RootLine } from '../engine/multi-pv.js';
import { pliesToEnd } from '../engine/score.js';

/** The contract's range of `search.level`: 1 the weakest, MAX_LEVEL today's engine. */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 10;

/** Seeds are below this: a request's `seed`, and the ones drawn for requests without. */
export const SEED_LIMIT = 2 ** 31;

/** From this level up a level never misses a win in one nor leaves a one-move loss open (when a move avoids it). */
export const SAFE_LEVEL = 3;

/** How one level below the top searches and picks; a game's folder declares one per level 1 to 9. */
export interface LevelSetting {
  /** Plies of the multi-PV search over the root moves (kept below the plies left, so no solver runs). */
  depth: number;
  /** Node budget of that search. */
  nodes: number;
  /** Softmax temperature of the pick, in the evaluation's unit: the randomness, which falls as the level rises. */
  temperature: number;
}

/** A game's levels: the settings of levels 1 to 9, and what a proven win counts for in the pick. */
export interface LevelTable {
  settings: readonly LevelSetting[];
  /** A proven win's value in the pick, in the evaluation's unit (a loss its negative, less the plies to it). */
  decisive: number;
  /** The top level's node budget in the ladder's matches: about what the default time reaches on an idle core (docs/levels.md). */
  topNodes: number;
}

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
