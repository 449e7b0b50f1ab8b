// `npm run bench:match [game...]`: our engine against each game's baseline opponent.
// `npm run bench:match -- elo [...]`: our engine's Elo difference against sparring opponents and
// a baseline commit (bench/strength.ts).
// `npm run bench:match -- levels <game> [...]`: the ladder of a game's levels (bench/level-match.ts).
// `npm run bench:match -- level-pair <game> [...]`: two level settings screened against each other (bench/level-pair.ts).
import { runSuites, type Suite } from './suites.js';

const matches: Record<string, Suite> = {
  connect4: () => import('./match-connect4.js'),
  pylos: () => import('./match-pylos.js'),
  amazons: () => import('./match-amazons.js'),
};

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'elo') await (await import('./strength.js')).run(rest);
else if (mode === 'levels') await (await import('./level-match.js')).run(rest);
else if (mode === 'level-pair') await (await import('./level-pair.js')).run(rest);
else await runSuites(matches, process.argv.slice(2), 'npm run bench:match --');
