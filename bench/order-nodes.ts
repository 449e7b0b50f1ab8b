// Nodes the iterative search needs to reach a fixed depth, per game, over positions from seeded
// random play: a machine-independent gauge of move ordering, run by hand before and after an
// ordering change (`npx tsx bench/order-nodes.ts`). Fewer nodes to the same depth means better
// ordering; the value searched is the same either way.
import { CASES, POSITIONS, searchCase } from './fixed-depth.js';

for (const c of CASES) {
  const [id, params, depth, plies] = c;
  const { nodes } = searchCase(c);
  console.log(`${id} ${JSON.stringify(params)}: ${POSITIONS} positions after ${plies} random plies, depth ${depth}: ${nodes.toLocaleString('en')} nodes`);
}
