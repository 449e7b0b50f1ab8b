import { z } from 'zod';
import { SEED_LIMIT } from '../analysis/level.js';
import { FAULT_CODES, faultCodes } from '../games/fault-codes.js';
import { MAX_LEVEL, MIN_LEVEL } from '../games/level-table.js';
import type { GameDefinition, GameInfo, Position, PositionInput } from '../games/types.js';
import { MAX_LINES } from '../analysis/lines.js';
import { moveAsSentSchema } from './move-as-sent.js';
import { problemTypeUris } from './problem.js';
import { strictObjectSuggesting } from './suggest.js';

/*
 * The contract in zod: requests are parsed with these schemas, tests parse every 2xx answer with
 * them, and openapi.yaml is generated from them. Game-specific parts (position, move) come from
 * each GameDefinition, so a new game is documented without touching this file.
 */
const count = z.int().min(0);

export const scoreSchema = z
  .strictObject({
    value: z
      .number()
      .describe(
        "From the side to move's view, in the unit of the search's evaluation (`GET /v1/games/{game}` names each evaluation's `unit`). " +
          'A proven result is coded as ±(1000000 - plies) to order it above any heuristic value: read `outcome` and `mate` instead. ' +
          "A decided position's value is its `margin` in the evaluation's unit.",
      ),
    outcome: z
      .enum(['win', 'loss', 'draw'])
      .optional()
      .describe('Present when the result is proven, or decided by the position (Amazons once the board is separated: see `margin`).'),
    plies: count
      .optional()
      .describe(
        'Plies to the end with best play, when proven (a draw: at most this many). Absent beside a win or loss `outcome` when only the outcome is proven (Connect 4 with the book on: the opening table and the ply-8 database, whose entries hold win, draw or loss but no distance, or a weak solve run before the strong one) and the exact distance did not fit in the time. A draw always has it.',
      ),
    mate: z
      .int()
      .optional()
      .describe(
        'A proven win or loss as a signed distance in plies (UCI `score mate`, counted in plies, not moves): +N the side to move wins with its ' +
          "move N plies from now counting this one, -N it loses after N plies. Absent for a draw, for a score that is not proven, and for an outcome proven without its distance (no `plies`).",
      ),
    margin: z
      .number()
      .optional()
      .describe(
        "A decided result's margin in the game's terms, from the side to move's view: Amazons once no region holds queens of both sides (the search reached such a position, or stands in one), the moves left to the side to move less the opponent's; it wins exactly when the margin is positive. Such a result is judged by counting each region's moves, not proven by a search to the end: it has no `plies` or `mate`.",
      ),
    raw: z.number().optional().describe("Textbook searches: the evaluation's own value, first player's view."),
  })
  .meta({ id: 'Score' });

export const statsSchema = z
  .strictObject({
    depth: count.describe('Deepest completed iteration (iterative) or the depth searched (textbook).'),
    nodes: count,
    nps: count,
    timeMs: z.number().min(0),
    queuedMs: z.number().min(0).describe('Time the request waited for a free worker.'),
    ttProbes: count,
    ttHits: count,
    cutoffs: count,
    nodesPerDepth: z.array(count).describe('Index = depth, root 0.'),
    evaluations: count.describe('Heuristic calls.'),
    evalTimeMs: z.number().min(0),
    evaluationsPerDepth: z.array(count),
    averageDepth: z.number().min(0),
    averageRecursionDepth: z.number().min(0),
    complete: z.boolean().describe('False when a limit cut the search short.'),
    stopReason: z.enum(['depth', 'time', 'nodes', 'proven']),
    cached: z.boolean().describe('True when the answer came from the cache of finished reproducible searches.'),
    overrunMs: z
      .number()
      .gt(0)
      .optional()
      .describe(
        'Present only when the answer was late: the milliseconds by which the time from the request to its answer, less `queuedMs`, exceeded the search\'s `timeMs` (given, or the default). ' +
          'The search stops short of `timeMs` to leave room for its answer; a machine short of CPU (other processes, descheduled threads) can still make it late, and a referee on a clock should know.',
      ),
    level: z.int().optional().describe('`best-move` with `search.level`: the level the move was played at.'),
    seed: z.int().optional().describe("`best-move` below the top level: the seed of the level's pick, the request's or one drawn for it (give it back to repeat the move)."),
  })
  .meta({ id: 'SearchStats' });

const limitSchema = z.strictObject({ default: count.optional(), max: count });

export const gameInfoSchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    summary: z.string(),
    rules: z.array(z.string()),
    // Two names; an array of length 2 rather than a tuple, which OpenAPI tools read as an array without items.
    colours: z.array(z.string()).length(2),
    positionFormats: z.array(z.strictObject({ description: z.string(), example: z.unknown() })),
    moveNotation: z.strictObject({ description: z.string(), examples: z.array(z.string()) }),
    evaluations: z.array(z.strictObject({ name: z.string(), description: z.string(), unit: z.string().describe("What the evaluation's values count: the unit of each score's `value`.") })),
    defaultEvaluation: z.string(),
    parameters: z.array(z.strictObject({ name: z.string(), description: z.string(), default: z.unknown().optional() })),
    reasons: z.array(z.string()).describe('Status reasons this game reports when it is over.'),
    limits: z.strictObject({
      timeMs: z.strictObject({ default: count, max: count }),
      depth: limitSchema,
      nodes: limitSchema,
      moves: limitSchema.describe('`max`: the longest `position.moves` accepted, checked before the moves are read.'),
    }),
    levels: z.strictObject({ min: count, max: count }).optional().describe("The range of `search.level` this game offers (docs/levels.md)."),
  })
  .meta({ id: 'GameInfo' });

export const gameListSchema = z.strictObject({ games: z.array(gameInfoSchema) }).meta({ id: 'GameList' });

const faultCodeSchema = z
  .enum(faultCodes())
  .describe(
    'What kind of fault, for a client to switch on: ' +
      Object.entries(FAULT_CODES)
        .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
        .join('; ') +
      '.',
  )
  .meta({ id: 'FaultCode' });

export const problemSchema = z
  .strictObject({
    type: z
      .enum(problemTypeUris())
      .describe('What went wrong, to branch on: a tag URI ending in the short name each error answer lists (`tag:board-game-move-service,2026:problem:invalid-request`).'),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    errors: z.array(
      z.strictObject({
        path: z.string().describe('Where in the body, e.g. `position.moves[3]`; empty for the body itself.'),
        code: faultCodeSchema,
        reason: z.string().describe('The fault in words, for a person.'),
      }),
    ),
    // RFC 9457 reserves `status` for the HTTP status, so the game's status has its own member.
    gameStatus: z
      .strictObject({ over: z.boolean(), winner: z.string().nullable(), reason: z.string().nullable() })
      .optional()
      .describe('`game-over` only: the position\'s status, as `validate` gives it.'),
  })
  .meta({ id: 'Problem' });

export const healthSchema = z.strictObject({ status: z.literal('ok') }).meta({ id: 'Health' });
export const readySchema = z.strictObject({ status: z.literal('ready') }).meta({ id: 'Ready' });

/** Component name prefix for a game: `connect4` → `Connect4`, `line-em-up` → `LineEmUp`. */
export function schemaPrefix(info: GameInfo): string {
  return info.id.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_, _sep, c: string) => c.toUpperCase());
}

/** The `search` object, bounded by the game's published maximums and evaluation names. */
function searchSchema(info: GameInfo) {
  const limit = (name: keyof GameInfo['limits'], what: string) => {
    const { default: fallback, max } = info.limits[name];
    const note = fallback === undefined ? '' : ` Default ${fallback}${name === 'timeMs' ? ' when no limit is given' : ''}.`;
    return z.int().min(1).max(max).optional().describe(`${what}, at most ${max}.${note}`);
  };
  const names = info.evaluations.map((e) => e.name);
  return strictObjectSuggesting({
    algorithm: z
      .enum(['iterative', 'alphabeta', 'minimax'])
      .optional()
      .describe('`iterative` (default): iterative-deepening alpha-beta with a transposition table; `alphabeta`, `minimax`: textbook.'),
    depth: limit('depth', 'Plies'),
    timeMs: limit('timeMs', 'Milliseconds'),
    nodes: limit('nodes', 'Nodes'),
    evaluation: z.enum(names).optional().describe(`Default \`${info.defaultEvaluation}\`.`),
    book: z
      .boolean()
      .optional()
      .describe(
        "Whether the iterative search's solver may consult the game's database (Connect 4: the ply-8 database of weak values with a move that keeps each win and draw, and the opening table of every position of up to 7 stones solved through it, which answer most positions of up to 7 stones, and those of 8 that the database keeps a move for, at once with their outcome; with it on, the solve also runs weak before strong, so that the outcome is kept when the distance does not fit, and cuts on its table's bounds of a node's children before searching them); default true. Textbook algorithms never do. `false` keeps benchmarks comparable with a solver that has none (Connect 4: Pons' solver node for node).",
      ),
    level: z
      .int()
      .min(MIN_LEVEL)
      .max(MAX_LEVEL)
      .optional()
      .describe(
        `Playing strength for people, ${MIN_LEVEL} (weakest) to ${MAX_LEVEL} (the engine at full strength, as without a level): below the top, \`best-move\` searches every root move at a depth and node budget that grow with the level (within the request's own limits, without the book or solver) and picks among them at random, weighted by their values, the randomness shrinking as the level rises. From level 3 up a win in one is always taken and a one-move loss never left open when a move avoids it. \`analyse\` ignores it.`,
      ),
    seed: z.int().min(0).max(SEED_LIMIT - 1).optional().describe("Fixes a level's random pick: the same seed, position and search give the same move. Without it one is drawn and the answer's `stats.seed` gives it."),
  });
}

/** The request and response schemas of one game's routes, for its handlers and the OpenAPI document. */
export function gameSchemas<S, Q extends PositionInput, P extends Q & Position>(game: GameDefinition<S, Q, P>) {
  const { info } = game;
  const name = schemaPrefix(info);
  const position = game.positionSchema.meta({ id: `${name}Position` });
  const resolved = game.resolvedPositionSchema.meta({ id: `${name}ResolvedPosition` });
  // Answers name the parameters in force (a rule set, blocs drawn at random) beside their result.
  const searched = resolved.describe('The position answered: board, side to move and the parameters in force.');
  // The contract gives every move a notation beside the game's own fields.
  const move = game.moveSchema.meta({ id: `${name}Move` });
  const search = searchSchema(info).meta({ id: `${name}Search` });
  const status = z
    .strictObject({
      over: z.boolean(),
      winner: z.enum(info.colours).nullable(),
      reason: z.enum(info.reasons).nullable(),
    })
    .meta({ id: `${name}Status` });
  // Only a game with several notations takes the style its answers should use.
  const styles = game.notationStyles?.styles;
  const notationStyle = styles && {
    notationStyle: z
      .enum(styles)
      .optional()
      .describe(`The notation of the answer's moves: ${styles.join(' or ')}. Default: the style of the request's first move, else ${styles[0]}.`),
  };
  return {
    positionRequest: strictObjectSuggesting({ position, ...notationStyle }).meta({ id: `${name}PositionRequest` }),
    bestMoveRequest: strictObjectSuggesting({ position, search: search.optional(), ...notationStyle }).meta({ id: `${name}BestMoveRequest` }),
    bestMoveResponse: z
      .strictObject({ move, score: scoreSchema, pv: z.array(move), stats: statsSchema, position: searched })
      .meta({ id: `${name}BestMove` }),
    analyseRequest: strictObjectSuggesting({
      position,
      search: search.optional(),
      ...notationStyle,
      lines: z
        .int()
        .min(1)
        .max(MAX_LINES)
        .optional()
        .describe(
          `How many of the best moves to list, at most ${MAX_LINES}. Default: every legal move when there are at most 16, else 5. More than the legal moves lists them all.`,
        ),
    }).meta({ id: `${name}AnalyseRequest` }),
    analyseResponse: z
      .strictObject({
        lines: z
          .array(
            z.strictObject({
              move,
              score: scoreSchema.describe("The root position's score if this move is played, from the side to move's view; proven plies count from the root (the move is ply 1)."),
              pv: z.array(move).describe('The line, starting with the move itself.'),
            }),
          )
          .describe('The best root moves, best first, each searched to the same depth (or proven).'),
        stats: statsSchema,
        position: searched,
      })
      .meta({ id: `${name}Analysis` }),
    progress: z
      .strictObject({
        multipv: z
          .int()
          .min(1)
          .describe('Which line this event updates, 1 the best (UCI `multipv`): `analyse` sends one event per line at each iteration; `best-move` only line 1.'),
        depth: count.describe('The iteration just finished.'),
        score: scoreSchema,
        pv: z.array(move).describe("This line's moves so far (analyse: starting with the line's root move)."),
        nodes: count.describe('Nodes searched so far, by every iteration.'),
        nps: count,
        timeMs: z.number().min(0).describe('Since the search started.'),
      })
      .meta({ id: `${name}Progress` }),
    legalMovesResponse: z
      .strictObject({ moves: z.array(move), count, status, position: searched })
      .meta({ id: `${name}LegalMoves` }),
    validateResponse: z
      .union([
        z.strictObject({ valid: z.literal(true), position: resolved, status }),
        z.strictObject({
          valid: z.literal(false),
          index: count.nullable().describe('0-based into `moves`; null when the given board itself is illegal.'),
          move: moveAsSentSchema.nullable().describe('The refused move as a move object holding what the request sent; null when the board itself is illegal.'),
          code: faultCodeSchema,
          reason: z.string().describe('The rule broken.'),
          position: resolved.nullable().describe('The last legal position, or null when there is none.'),
        }),
      ])
      .meta({ id: `${name}Validation` }),
  };
}
