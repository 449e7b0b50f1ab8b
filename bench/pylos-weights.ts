// `npx tsx bench/pylos-weights.ts '<variant>' [nodes] [openings] ['<base>'] [seed] [rules]`: how the
// Pylos evaluation's weights were chosen. The engine with the variant weights plays the engine with
// the base weights (both over the defaults, as JSON, e.g. '{"pending":65}'), each side at a fixed
// node count so the games are reproducible; openings of four random plies, each played with both
// colours, under the rule set named (default advanced). Prints the variant's score (a draw counts
// one half).
import { Outcome } from '../src/core/outcome.js';
import { DEFAULT_WEIGHTS, createEvaluation, type Weights } from '../src/games/pylos/evaluate.js';
import type { RuleSet } from '../src/games/pylos/geometry.js';
import { engineOf } from '../src/analysis/engines.js';
import { pylos } from '../src/games/pylos/index.js';
import { PylosState, gameOutcome } from '../src/games/pylos/rules.js';
import { seededRandom } from '../src/games/random.js';
import { playRandomly } from './random-play.js';

/** Far beyond any real game; a game still going then counts as a draw. */
const MAX_PLIES = 300;

const [variantArg = '{}', nodesArg = '50000', openingsArg = '30', baseArg = '{}', seedArg = '99', rulesArg = 'advanced'] = process.argv.slice(2);
if (rulesArg !== 'advanced' && rulesArg !== 'standard') throw new Error(`rules: advanced or standard, not ${rulesArg}`);
const rules: RuleSet = rulesArg;
const base: Weights = { ...DEFAULT_WEIGHTS, ...(JSON.parse(baseArg) as Partial<Weights>) };
const variant: Weights = { ...base, ...(JSON.parse(variantArg) as Partial<Weights>) };
const nodes = Number(nodesArg);
const evaluations = [createEvaluation(base), createEvaluation(variant)];

function opening(random: () => number): number[] {
  return playRandomly(pylos, PylosState.empty(rules), random, 4);
}

/** 1 when the variant (playing `variantSide`) wins, 0.5 for a draw, 0 for a loss. */
function play(line: number[], variantSide: number): number {
  const state = PylosState.empty(rules);
  state.startRecord();
  for (const move of line) state.play(move);
  while (gameOutcome(state) === Outcome.Ongoing && state.plies < MAX_PLIES) {
    const evaluation = evaluations[state.toMove === variantSide ? 1 : 0];
    const limits = { algorithm: 'iterative' as const, depth: 64, timeMs: 600_000, nodes };
    state.play(engineOf(pylos).search(state.clone(), evaluation, limits, state.history()).move);
  }
  const end = gameOutcome(state);
  if (end === Outcome.Ongoing || end === Outcome.Draw) return 0.5;
  const winner = end === Outcome.Win ? state.toMove : state.toMove ^ 1;
  return winner === variantSide ? 1 : 0;
}

const random = seededRandom(Number(seedArg));
let score = 0;
let games = 0;
for (let i = 0; i < Number(openingsArg); i++) {
  const line = opening(random);
  for (const side of [0, 1]) {
    score += play(line, side);
    games++;
  }
}
console.log(`variant ${variantArg} against ${baseArg} at ${nodes} nodes a move, ${rules} rules: ${score} of ${games}`);
