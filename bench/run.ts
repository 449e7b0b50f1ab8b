// `npm run bench [suite...]`: speed and response-time figures for every game.
import { runSuites, type Suite } from './suites.js';

const suites: Record<string, Suite> = {
  connect4: () => import('./connect4.js'),
};

await runSuites(suites, process.argv.slice(2));
