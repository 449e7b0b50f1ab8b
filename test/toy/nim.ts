import { z } from 'zod';
import { Outcome, sideOf } from '../../src/core/outcome.js';
import type { SearchGame } from '../../src/engine/game.js';
import { field, readWholeNumber } from '../../src/games/parameters.js';
import { statusOf } from '../../src/games/status.js';
import { fault, type GameDefinition, type Result } from '../../src/games/types.js';
import { wasmKernel, type KernelImports } from '../../src/games/wasm-kernel.js';
import { nimLevels } from './nim-levels.js';

/**
 * A test-only fifth game, to show that a game is one folder and one registry line: Nim with one
 * pile, each turn taking 1 to 3 tokens, whoever takes the last token wins. Any pile with either
 * side to move is a position, so it can skip a turn (the referee's `--overrun forfeit`). It lives
 * under test/ and is never in the shipped registry or openapi.yaml.
 */

const COLOURS = ['first', 'second'] as const;
const MAX_PILE = 40;
const MAX_TAKE = 3;

export class NimState {
  constructor(
    public pile: number,
    public toMove: number,
  ) {}

  clone(): NimState {
    return new NimState(this.pile, this.toMove);
  }
}

/**
 * Its kernel, as a game with native code has one: nim.wasm, written by hand, is the text
 * `(func (export "winningTake") (param i32) (result i32) (i32.and (local.get 0) (i32.const 3)))`:
 * the take that leaves a multiple of 4, or 0 where none does. The move ordering asks it.
 */
export const nimWasm = wasmKernel({
  name: 'Nim',
  file: new URL('./nim.wasm', import.meta.url),
  make: (instantiate: (imports: KernelImports) => { winningTake(pile: number): number }) => instantiate({}),
});

const nimSearch: SearchGame<NimState> = {
  maxMoves: MAX_TAKE,
  cyclic: false,
  ttBits: 10,
  generateMoves(state, buf) {
    const n = Math.min(MAX_TAKE, state.pile);
    for (let take = 1; take <= n; take++) buf[take - 1] = take;
    return n;
  },
  makeMove(state, take) {
    state.pile -= take;
    state.toMove ^= 1;
  },
  unmakeMove(state, take) {
    state.pile += take;
    state.toMove ^= 1;
  },
  // The player who took the last token won, so an empty pile is a loss for the side to move.
  outcome: (state) => (state.pile === 0 ? Outcome.Loss : Outcome.Ongoing),
  sideToMove: (state) => sideOf(state.toMove),
  hashLo: (state) => (state.pile << 1) | state.toMove,
  hashHi: () => 0,
  pliesLeftBound: (state) => state.pile,
  orderHint: (state, take) => (take === nimWasm.instance().winningTake(state.pile) ? 1 : 0),
};

const tally = z.string().regex(/^I*$/).describe('the pile as one I per token');
const colour = z.enum(COLOURS);
const moveInput = z.union([z.string(), z.strictObject({ take: z.int(), notation: z.string().optional() })]);

const positionSchema = z.strictObject({
  pile: z.int().optional().describe(`tokens in the pile, 1 to ${MAX_PILE} (default 10)`),
  board: tally.optional(),
  toMove: colour.optional(),
  moves: z.array(moveInput).optional(),
});
const resolvedPositionSchema = z.strictObject({ pile: z.int(), board: tally, toMove: colour });

type NimPosition = z.infer<typeof positionSchema>;
type NimResolved = z.infer<typeof resolvedPositionSchema>;
type NimMove = z.infer<typeof moveInput>;

function parseMove(state: NimState, input: NimMove): Result<number> {
  const take = typeof input === 'string' ? Number(input) : input.take;
  if (typeof input !== 'string' && input.notation !== undefined && input.notation !== String(take)) {
    return fault([], 'inconsistent', `take ${take} and notation '${input.notation}' disagree`);
  }
  if (!Number.isInteger(take) || take < 1 || take > MAX_TAKE) return fault([], 'bad-format', `a move takes 1 to ${MAX_TAKE} tokens, not '${String(input)}'`);
  if (take > state.pile) return fault([], 'illegal-move', `only ${state.pile} tokens are left`);
  return { ok: true, value: take };
}

export const nim: GameDefinition<NimState, NimPosition, NimResolved> = {
  info: {
    id: 'nim',
    name: 'Nim',
    summary: 'One pile; take 1 to 3 tokens a turn; whoever takes the last token wins.',
    rules: ['One pile of tokens; the players take 1, 2 or 3 of them in turn.', 'Whoever takes the last token wins.'],
    colours: COLOURS,
    positionFormats: [{ description: 'A pile and the side to move', example: { pile: 10, toMove: 'first' } }],
    moveNotation: { description: 'The number of tokens taken', examples: ['1', '3'] },
    evaluations: [{ name: 'default', description: 'the known theory: a multiple of 4 loses', unit: 'one point a won position' }],
    defaultEvaluation: 'default',
    parameters: [{ name: 'pile', description: `tokens in the pile, 1 to ${MAX_PILE}`, default: 10 }],
    reasons: ['last-token'],
    limits: { timeMs: { default: 200, max: 1000 }, depth: { max: MAX_PILE }, nodes: { max: 1_000_000 }, moves: { max: MAX_PILE } },
  },
  search: nimSearch,
  kernels: [nimWasm],
  levels: nimLevels,
  evaluations: { default: { evaluate: (state) => (state.pile % 4 === 0 ? -1 : 1) } },
  positionSchema,
  resolvedPositionSchema,
  moveSchema: z.strictObject({ notation: z.string(), take: z.int() }),
  parameterReaders: { pile: (text) => field(readWholeNumber('pile', text), (pile) => ({ pile })) },
  skipTurn(state) {
    state.toMove ^= 1;
  },
  setup(position) {
    const pile = position.board?.length ?? position.pile ?? 10;
    if (position.pile !== undefined && position.pile !== pile) return fault(['pile'], 'inconsistent', `pile ${position.pile} and a board of ${pile} disagree`);
    if (pile < 1 || pile > MAX_PILE) return fault(['pile'], 'out-of-range', `a pile holds 1 to ${MAX_PILE} tokens`);
    const state = new NimState(pile, position.toMove === 'second' ? 1 : 0);
    return { ok: true, value: { state, moves: position.moves ?? [] } };
  },
  parseMove,
  formatMove: (_state, take) => ({ notation: String(take), take }),
  status: (state) => statusOf(nimSearch.outcome(state), state.toMove, COLOURS, { win: 'last-token' }),
  describe: (state) => ({ pile: state.pile, board: 'I'.repeat(state.pile), toMove: COLOURS[state.toMove] }),
  textBoard: (state) => `pile: ${'I'.repeat(state.pile)} (${state.pile})`,
  key: (state) => `${state.pile} ${state.toMove}`,
  clone: (state) => state.clone(),
};
