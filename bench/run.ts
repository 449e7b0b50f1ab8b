// `npm run bench [suite...]`: speed and response-time figures for every game.
import { runSuites, type Suite } from './suites.js';

const suites: Record<string, Suite> = {
  connect4: () => import('./connect4.js'),
  'connect4-book': () => import('./connect4-book.js'),
  'connect4-decisions': () => import('./connect4-decisions.js'),
  'connect4-self-play': () => import('./connect4-self-play.js'),
  'connect4-openings': () => import('./connect4-openings.js'),
  'connect4-startup': () => import('./connect4-startup.js'),
  'connect4-table-answers': () => import('./connect4-table-answers.js'),
  'connect4-analyse-tables': () => import('./connect4-analyse-tables.js'),
  'line-em-up': () => import('./line-em-up.js'),
  pylos: () => import('./pylos.js'),
  'pylos-proofs': () => import('./pylos-proofs.js'),
  'pylos-table-size': () => import('./pylos-table-size.js'),
  amazons: () => import('./amazons.js'),
  speed: () => import('./speed.js'),
  'engine-nodes': () => import('./engine-nodes.js'),
  'sparring-calibration': () => import('./sparring-calibration.js'),
  'http-abuse': () => import('./http-abuse.js'),
  time: () => import('./time-use.js'),
  'first-search': () => import('./first-search.js'),
  'level-cost': () => import('./level-cost.js'),
  analyse: () => import('./analyse.js'),
  'cache-memory': () => import('./cache-memory.js'),
  stability: () => import('./stability.js'),
  'amazons-calibration': () => import('./amazons-calibration.js'),
  'node-match': () => import('./node-match.js'),
  soak: () => import('./soak.js'),
  'young-generation': () => import('./young-generation.js'),
};

// Options (`--name`) are the suites' own, read by them from process.argv.
const args = process.argv.slice(2);
await runSuites(suites, args.filter((arg) => !arg.startsWith('--') || arg === '--help'), 'npm run bench --');
