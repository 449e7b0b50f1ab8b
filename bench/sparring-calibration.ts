// `npm run bench sparring-calibration -- --family=F [--nodes=N] [--depth=D] [--games=G]`: how a
// sparring opponent searches at a budget, to calibrate it to the outside bot it stands for
// (docs/strength.md). It plays itself from the Elo match's first openings and prints, per game and
// over all, the mean of the deepest iteration each move finished, the share of moves that finished
// the depth asked, those the node budget stopped, the nodes a move (median, 90th percentile,
// largest) and the CPU time a move.
import { parseArgs } from 'node:util';
import { wholeNumber } from '../src/referee/arguments.js';
import type { SparringBudget } from './sparring-search.js';
import { FAMILIES, type FamilyName, type SearchCost } from './strength-games.js';

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
}

function describe(costs: SearchCost[], { nodes: budget, depth }: SparringBudget): string {
  const nodes = costs.map((cost) => cost.nodes).sort((a, b) => a - b);
  const mean = (key: keyof SearchCost) => costs.reduce((total, cost) => total + cost[key], 0) / costs.length;
  const full = Number.isFinite(depth) ? `, ${costs.filter((cost) => cost.depth >= depth).length} of ${costs.length} moves to depth ${depth}` : `, ${costs.length} moves`;
  const stopped = costs.filter((cost) => cost.nodes > budget).length;
  return `mean depth ${mean('depth').toFixed(2)}${full}, ${stopped} stopped by the node budget, nodes a move: median ${percentile(nodes, 0.5)}, 90% ${percentile(nodes, 0.9)}, largest ${nodes.at(-1)}; ${mean('cpuMs').toFixed(0)} CPU ms a move`;
}

export async function run(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { family: { type: 'string' }, nodes: { type: 'string' }, depth: { type: 'string' }, games: { type: 'string' } }, allowPositionals: true });
  const name = values.family ?? 'amazons';
  if (!(name in FAMILIES)) throw new Error(`--family: one of ${Object.keys(FAMILIES).join(', ')}`);
  const family = FAMILIES[name as FamilyName]; // checked just above
  const budget = { ms: Infinity, nodes: wholeNumber(values, 'nodes', 1) ?? family.sparringBudget.nodes, depth: wholeNumber(values, 'depth', 1) ?? family.sparringBudget.depth };
  const games = wholeNumber(values, 'games', 1) ?? 2;
  const depth = Number.isFinite(budget.depth) ? `depth ${budget.depth} at most` : 'no depth limit';
  console.log(`${name}: the sparring opponent against itself at ${budget.nodes} nodes, ${depth}`);
  const all: SearchCost[] = [];
  for (let opening = 0; opening < games; opening++) {
    const costs = family.selfPlay(budget, 2 * opening);
    all.push(...costs);
    console.log(`opening ${opening}: ${describe(costs, budget)}`);
  }
  console.log(`all: ${describe(all, budget)}`);
}
