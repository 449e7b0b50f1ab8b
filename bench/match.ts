// `npm run bench:match [game...]`: our engine against each game's baseline opponent.
import { runSuites, type Suite } from './suites.js';

const matches: Record<string, Suite> = {
  connect4: () => import('./match-connect4.js'),
  pylos: () => import('./match-pylos.js'),
  amazons: () => import('./match-amazons.js'),
};

await runSuites(matches, process.argv.slice(2));
