// `npm run bench pylos-proofs [-- --games=N --rules=standard|advanced --nodes=N --deeper=N --table]`: when our engine
// first proves a Pylos result, the yardstick of issue 47's endgame tables. Seeded self-play games
// under each rule set (four random plies, then our engine on both sides at the node budget of the
// Elo match, the nodes it searches in 1000 ms of an idle core: the same games under any load).
// Prints each game's first proven score (its ply and the reserves there) and the mean first-proof
// ply, then, over every searched position of the games, the fraction proven and the nodes to proof
// by the spheres left in the two reserves. Each game is appended to a file in bench/results as it
// ends, so a stopped run resumes where it was. `--deeper=N` then searches the positions 2 and 4
// plies before each first proof with N nodes: how many more nodes a proof that much earlier takes.
// `--table` loads the committed endgame table (data/pylos-table, `npm run pylos-table`) into the
// search first: its games go to a file of their own, the "after" beside the "before".
import { analyse } from '../src/analysis/analyse.js';
import { readLayer, readManifest } from '../src/games/pylos/endgame-layers.js';
import { pylos } from '../src/games/pylos/index.js';
import { pylosKernel } from '../src/games/pylos/kernel.js';
import type { RuleSet } from '../src/games/pylos/geometry.js';
import type { PylosState } from '../src/games/pylos/rules.js';
import { seededRandom } from '../src/games/random.js';
import { replay } from '../src/games/replay.js';
import { engineSource } from './engine-source.js';
import { MatchRecord } from './match-record.js';
import { playRandomly } from './random-play.js';
import { option } from './self-play.js';
import { FAMILIES } from './strength-games.js';

const RESULTS = 'bench/results';
const SEED = 4700;
const OPENING_PLIES = 4;
const DEFAULT_GAMES = 10;
/** A proof read from the endgame table, whose distance nobody measured. */
const TABLE_PROOF = 1000;
/** Far beyond any real game (a repetition draw ends one long before). */
const MAX_PLIES = 300;

/**
 * One searched position: the reserves (white, black), the search's nodes and CPU ms, and its proof
 * (plies to the end, + a win for the mover, - a loss, 0 a draw; ±TABLE_PROOF from the endgame
 * table, which keeps no distance) or null.
 */
export type SearchedPly = [white: number, black: number, nodes: number, cpuMs: number, proof: number | null];

export interface ProofGame {
  index: number;
  /** The engine's searches from the first ply after the opening on. */
  plies: SearchedPly[];
  /** The game's moves, opening included. */
  moves: string[];
  result: string;
}

function start(rules: RuleSet, moves: string[] = []): PylosState {
  const read = replay(pylos, { rules, moves });
  if (!read.valid) throw new Error(read.reason);
  return read.state;
}

function play(rules: RuleSet, nodes: number, index: number, progress: (ply: number) => void): ProofGame {
  const opening = playRandomly(pylos, start(rules), seededRandom(SEED + index), OPENING_PLIES);
  const record: string[] = [];
  const replayed = start(rules);
  for (const move of opening) {
    record.push(pylos.formatMove(replayed, move).notation);
    pylos.search.makeMove(replayed, move);
  }
  const plies: SearchedPly[] = [];
  while (!pylos.status(replayed).over && record.length < MAX_PLIES) {
    progress(record.length);
    const cpu = process.cpuUsage();
    // No clock: under load the budget takes longer, and the game stays the same.
    const answer = analyse(pylos, replayed, { nodes, timeMs: Infinity });
    const used = process.cpuUsage(cpu);
    const { outcome, plies: distance } = answer.score;
    const toEnd = distance ?? TABLE_PROOF;
    const proof = outcome === undefined ? null : outcome === 'win' ? toEnd : outcome === 'loss' ? -toEnd : 0;
    plies.push([replayed.reserve(0), replayed.reserve(1), answer.stats.nodes, Math.round((used.user + used.system) / 1000), proof]);
    const parsed = pylos.parseMove(replayed, answer.move.notation);
    if (!parsed.ok) throw new Error(`illegal move ${answer.move.notation}`);
    record.push(answer.move.notation);
    pylos.search.makeMove(replayed, parsed.value);
  }
  const status = pylos.status(replayed);
  return { index, plies, moves: record, result: status.over ? `${status.winner ?? 'draw'} (${status.reason})` : 'unfinished' };
}

/** The ply (counted from the empty board) of the game's first proven score, or null. */
export function firstProof(game: ProofGame): number | null {
  const at = game.plies.findIndex((ply) => ply[4] !== null);
  return at < 0 ? null : game.moves.length - game.plies.length + at;
}

interface ReachRow {
  positions: number;
  proven: number;
  nodesToProof: number;
  longest: number;
}

/** Every searched position by the spheres left in both reserves: how many were proven, at what cost, how far from the end. */
export function reachByReserves(games: ProofGame[]): Map<number, ReachRow> {
  const rows = new Map<number, ReachRow>();
  for (const game of games) {
    for (const [white, black, nodes, , proof] of game.plies) {
      const row = rows.get(white + black) ?? { positions: 0, proven: 0, nodesToProof: 0, longest: 0 };
      row.positions++;
      if (proof !== null) {
        row.proven++;
        row.nodesToProof += nodes;
        if (Math.abs(proof) !== TABLE_PROOF) row.longest = Math.max(row.longest, Math.abs(proof));
      }
      rows.set(white + black, row);
    }
  }
  return rows;
}

function describe(rules: RuleSet, game: ProofGame): string {
  const first = firstProof(game);
  const head = `${rules} game ${String(game.index).padStart(2)}: ${game.moves.length} plies, ${game.result}`;
  if (first === null) return `${head}, no proof`;
  const [white, black, nodes, , proof] = game.plies[first - (game.moves.length - game.plies.length)];
  const side = first % 2 === 0 ? 'white' : 'black';
  const distance = Math.abs(proof!) === TABLE_PROOF ? ' (the table)' : ` in ${Math.abs(proof!)}`;
  const score = proof! > 0 ? `${side} wins${distance}` : proof! < 0 ? `${side} loses${distance}` : 'draw';
  return `${head}; first proof at ply ${first} (${score}, ${nodes.toLocaleString('en')} nodes), reserves ${white} + ${black} = ${white + black}`;
}

function reachTable(games: ProofGame[]): string[] {
  const rows = [...reachByReserves(games)].sort(([a], [b]) => a - b);
  const lines = ['spheres left (both reserves)  positions  proven  fraction  mean nodes to proof  longest proof (plies)'];
  for (const [spheres, { positions, proven, nodesToProof, longest }] of rows) {
    const mean = proven === 0 ? '-' : Math.round(nodesToProof / proven).toLocaleString('en');
    lines.push(`${String(spheres).padStart(28)} ${String(positions).padStart(10)} ${String(proven).padStart(7)} ${(proven / positions).toFixed(2).padStart(9)} ${mean.padStart(20)} ${String(proven === 0 ? '-' : longest).padStart(22)}`);
  }
  return lines;
}

/** Before each game's first proof, by `earlier` plies, a search of `nodes`: proven or not, and its nodes. */
function deeper(rules: RuleSet, games: ProofGame[], nodes: number): void {
  console.log(`${rules}: searched again with ${nodes.toLocaleString('en')} nodes, no clock`);
  for (const earlier of [2, 4]) {
    const proofs: number[] = [];
    let searched = 0;
    for (const game of games) {
      const first = firstProof(game);
      if (first === null || first - earlier < game.moves.length - game.plies.length) continue;
      const state = start(rules, game.moves.slice(0, first - earlier));
      process.stderr.write(`\r${rules} game ${game.index}, ply ${first - earlier}   `);
      const answer = analyse(pylos, state, { nodes, timeMs: Infinity });
      searched++;
      const left = state.reserve(0) + state.reserve(1);
      const score = answer.score.outcome ? `${answer.score.outcome} in ${answer.score.plies}, ${answer.stats.nodes.toLocaleString('en')} nodes` : `unproven (${answer.score.value})`;
      console.log(`  game ${String(game.index).padStart(2)}, ply ${first - earlier} (${left} spheres left): ${score}`);
      if (answer.score.outcome) proofs.push(answer.stats.nodes);
    }
    const mean = proofs.length === 0 ? '-' : Math.round(proofs.reduce((a, b) => a + b, 0) / proofs.length).toLocaleString('en');
    console.log(`${earlier} plies before the first proof: ${proofs.length} of ${searched} proven, mean nodes to proof ${mean}`);
  }
}

/** The committed table of the rule set, into this thread's kernel (where analyse searches): its passes. */
function loadTable(rules: RuleSet): number {
  const manifest = readManifest(rules);
  if (manifest === undefined) throw new Error(`no ${rules} endgame table under data/pylos-table: npm run pylos-table -- generate --rules ${rules}, then pack`);
  console.log(`${rules} endgame table: ${manifest.passes} passes${manifest.converged ? ', converged' : ', not converged (its settled entries are exact, the rest unknown)'}`);
  pylosKernel().loadEndgameTable(rules, (left) => readLayer(rules, left));
  return manifest.passes;
}

export async function run(): Promise<void> {
  const games = Number(option('games') ?? DEFAULT_GAMES);
  const chosen = (option('rules') ? [option('rules')] : ['standard', 'advanced']) as RuleSet[];
  const source = engineSource();
  const all: ProofGame[] = [];
  for (const rules of chosen) {
    const nodes = Number(option('nodes') ?? FAMILIES[`pylos-${rules}`].engineNodes);
    // A table's games go to a file named by its passes too: another pass plays other games.
    const table = process.argv.includes('--table') ? loadTable(rules) : undefined;
    const path = `${RESULTS}/pylos-proofs-${rules}-${nodes}${table === undefined ? '' : `-table${table}`}-${source.short}.jsonl`;
    const record = MatchRecord.open<ProofGame>(path, { bench: 'pylos-proofs', rules, nodes, seed: SEED, openingPlies: OPENING_PLIES, engine: source.id, table: table ?? null });
    console.log(`${rules} rules, ${nodes.toLocaleString('en')} nodes a move, games in ${path}`);
    for (let index = 0; index < games; index++) {
      if (!record.has(index)) record.add(play(rules, nodes, index, (ply) => process.stderr.write(`\r${rules} game ${index}, ply ${ply}   `)));
      console.log(describe(rules, record.games.find((game) => game.index === index)!));
    }
    const played = record.games.filter((game) => game.index < games);
    const proven = played.filter((game) => firstProof(game) !== null);
    const firsts = proven.map((game) => firstProof(game)!).sort((a, b) => a - b);
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const left = proven.map((game) => {
      const [white, black] = game.plies[firstProof(game)! - (game.moves.length - game.plies.length)];
      return white + black;
    });
    const searched = played.flatMap((game) => game.plies);
    const nodesPerCpuSecond = (searched.reduce((sum, ply) => sum + ply[2], 0) * 1000) / searched.reduce((sum, ply) => sum + ply[3], 0);
    console.log(
      `${rules}: mean first-proof ply ${mean(firsts).toFixed(1)} (median ${firsts[firsts.length >> 1]}, ${firsts[0]}-${firsts[firsts.length - 1]}) over ${firsts.length} of ${played.length} games (${played.length - firsts.length} without a proof), ${mean(left).toFixed(1)} spheres left there on average; ${Math.round(nodesPerCpuSecond).toLocaleString('en')} nodes per CPU second`,
    );
    console.log(reachTable(played).join('\n'));
    const more = option('deeper');
    if (more) deeper(rules, played, Number(more));
    all.push(...played);
  }
  if (chosen.length > 1) console.log(`both rule sets:\n${reachTable(all).join('\n')}`);
}
