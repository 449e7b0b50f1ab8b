// `npm run bench [suite...]`: speed and response-time figures for every game.
import { runSuites, type Suite } from './suites.js';

const suites: Record<string, Suite> = {
  connect4: () => import('./connect4.js'),
  'line-em-up': () => import('./line-em-up.js'),
  pylos: () => import('./pylos.js'),
  amazons: () => import('./amazons.js'),
  speed: () => import('./speed.js'),
  time: () => import('./time-use.js'),
};

await runSuites(suites, process.argv.slice(2));
