import { field, readChoice } from '../parameters.js';
import { isGenerated } from '../move-lookup.js';
import { fault, type MoveObject, type Result, type Setup } from '../types.js';
import { ABOVE, HIGHER, NO_SPOT, RULE_SETS, SPOTS, SPOT_NAMES, SUPPORTS, freeSpheres, spotIndex } from './geometry.js';
import { encodeMove, firstRemoval, moveFrom, moveTo, secondRemoval } from './move.js';
import { boardFromLevels } from './levels.js';
import { BLACK, PylosState, SPHERES_EACH, WHITE, pylosSearch } from './rules.js';
import type { PylosMove, PylosPosition } from './schema.js';

type PylosMoveObject = Exclude<PylosMove, string>;

export const COLOURS = ['white', 'black'] as const;
const BOARD_CHARS = '.WB';

export function colourName(colour: number): (typeof COLOURS)[number] {
  return COLOURS[colour];
}

/**
 * Reads a position: a 30-character board with the side to move, or the empty board with white to
 * move; the rule set; and the moves to apply, which are also the game's record for repetitions.
 */
export function setupPosition(position: PylosPosition): Result<Setup<PylosState, PylosPosition>> {
  const state = PylosState.empty(position.rules ?? 'advanced');
  const board = givenBoard(position);
  if (!board.ok) return board;
  if (board.value !== undefined) {
    if (position.toMove === undefined) return fault(['toMove'], 'required', 'toMove is required with a board');
    const placed = placeBoard(state, board.value);
    // A board read from levels is named as the client wrote it.
    if (!placed.ok) return position.board === undefined ? fault(['levels'], placed.fault.code, placed.fault.reason) : placed;
    state.setToMove(position.toMove === 'white' ? WHITE : BLACK);
  } else if (position.toMove !== undefined && position.toMove !== 'white') {
    return fault(['toMove'], 'inconsistent', 'without a board the game starts from the empty board with white to move');
  }
  state.startRecord();
  return { ok: true, value: { state, moves: position.moves ?? [] } };
}

/** The board string, from `board`, from `levels`, or from both when they agree. */
function givenBoard(position: PylosPosition): Result<string | undefined> {
  if (position.levels === undefined) return { ok: true, value: position.board };
  const read = boardFromLevels(position.levels);
  if (!read.ok || position.board === undefined || position.board === read.value) return read;
  const spot = [...read.value].findIndex((c, s) => position.board?.[s] !== c);
  return fault(['levels'], 'inconsistent', `levels and board disagree on ${SPOT_NAMES[spot] ?? 'the number of spots'}: give one of them, or both alike`);
}

function placeBoard(state: PylosState, board: string): Result<null> {
  if (board.length !== SPOTS) return fault(['board'], 'bad-format', `the board has ${board.length} characters, expected ${SPOTS}`);
  for (let s = 0; s < SPOTS; s++) {
    const c = BOARD_CHARS.indexOf(board[s]);
    if (c < 0) return fault(['board'], 'bad-format', `character ${s + 1} (${SPOT_NAMES[s]}) is '${board[s]}'; spots are W, B or .`);
    if (c > 0) state.put(s, c - 1);
  }
  const occupied = state.spheres[WHITE] | state.spheres[BLACK];
  for (let s = 0; s < SPOTS; s++) {
    const missing = SUPPORTS[s] & ~occupied;
    if ((occupied >>> s) & 1 && missing !== 0) {
      return fault(['board'], 'impossible-position', `the sphere on ${SPOT_NAMES[s]} has an empty spot under it (${names(missing).join(', ')})`);
    }
  }
  for (const colour of [WHITE, BLACK]) {
    const count = SPHERES_EACH - state.reserve(colour);
    if (count > SPHERES_EACH) return fault(['board'], 'impossible-position', `${colourName(colour)} has ${count} spheres, at most ${SPHERES_EACH}`);
  }
  return { ok: true, value: null };
}

export function boardString(state: PylosState): string {
  let out = '';
  for (let s = 0; s < SPOTS; s++) {
    out += (state.spheres[WHITE] >>> s) & 1 ? 'W' : (state.spheres[BLACK] >>> s) & 1 ? 'B' : '.';
  }
  return out;
}

function names(mask: number): string[] {
  const out: string[] = [];
  for (let s = 0; s < SPOTS; s++) if ((mask >>> s) & 1) out.push(SPOT_NAMES[s]);
  return out;
}

/** A move as written, spots by name, before the rules are applied. */
export interface Written {
  to: string;
  from?: string;
  remove: string[];
}

const MOVE_TEXT = /^\s*([a-z]\d+)\s*(?:-\s*([a-z]\d+)\s*)?(?:x((?:\s*[a-z]\d+)+))?\s*$/i;

function readText(text: string): Result<Written> {
  const m = MOVE_TEXT.exec(text);
  if (!m) return fault([], 'bad-format', `'${text}' is not a Pylos move: write b2, a1-e2, b2 x d1 or a1-e2 x e2 b3`);
  const spots = [m[1], m[2]].filter((s) => s !== undefined).map((s) => s.toLowerCase());
  const remove = m[3] === undefined ? [] : m[3].trim().split(/\s+/).map((s) => s.toLowerCase());
  return { ok: true, value: spots.length === 2 ? { from: spots[0], to: spots[1], remove } : { to: spots[0], remove } };
}

function readObject(input: PylosMoveObject): Result<Written> | null {
  const { place, raise, remove = [] } = input;
  if (place !== undefined && raise !== undefined) return fault([], 'inconsistent', 'a move either places or raises, not both');
  if (place !== undefined) return { ok: true, value: { to: place, remove } };
  if (raise !== undefined) return { ok: true, value: { from: raise.from, to: raise.to, remove } };
  return null;
}

/** A move as text ("a1-e2 x e2 b3") or as an object like the answers give, checked against the rules. */
export function parseMove(state: PylosState, input: PylosMove): Result<number> {
  if (typeof input === 'string') {
    const written = readText(input);
    return written.ok ? checkMove(state, written.value) : written;
  }
  const fromNotation = input.notation === undefined ? null : parseMove(state, input.notation);
  const written = readObject(input);
  if (written === null) {
    return fromNotation ?? fault([], 'bad-format', 'a move is a notation like "b2 x d1" or an object with place or raise');
  }
  if (!written.ok) return written;
  const checked = checkMove(state, written.value);
  if (checked.ok && fromNotation !== null && (!fromNotation.ok || fromNotation.value !== checked.value)) {
    return fault([], 'inconsistent', `the move's fields and its notation '${input.notation}' disagree`);
  }
  return checked;
}

function spotOf(name: string): Result<number> {
  const s = spotIndex(name);
  return s < 0 ? fault([], 'bad-format', `there is no spot '${name}' (spots: a1-d4, e1-g3, h1-i2, j1)`) : { ok: true, value: s };
}

/**
 * A written move, legal when the move generator lists it; the rules are read one by one only to
 * name the one a refused move breaks.
 */
function checkMove(state: PylosState, written: Written): Result<number> {
  for (const move of encodings(written)) if (isGenerated(pylosSearch, state, move)) return { ok: true, value: move };
  const checked = ruleCheck(state, written);
  // Never seen (test/games/pylos/lookup.test.ts compares the two): the rules below pass a move the generator does not list.
  return checked.ok ? fault([], 'illegal-move', `${formatMove(checked.value).notation} is not a legal move here`) : checked;
}

/**
 * The move a written one may be: as written, and for two removals written high spot first, also
 * the other way round. The generator lists two spheres free before either is taken in spot order,
 * and a sphere freed by the first one taken after it; a support has a lower index than the spot
 * it carries, so only one of the two orders can be listed. Nothing when a name is no spot, or
 * more than two are removed: the rules then say what is wrong.
 */
function encodings(written: Written): number[] {
  const spots = [written.to, written.from ?? null, ...written.remove].map((name) => (name === null ? NO_SPOT : spotIndex(name)));
  if (spots.some((s) => s < 0) || written.remove.length > 2) return [];
  const [t, f, first = NO_SPOT, second = NO_SPOT] = spots;
  const asWritten = encodeMove(t, f, first, second);
  return second !== NO_SPOT && second < first ? [asWritten, encodeMove(t, f, second, first)] : [asWritten];
}

/**
 * Applies the rules to a written move and encodes it, or names the rule it breaks: the reasons a
 * refusal gives. Exported for the test that shows it judges every move as the lookup does.
 */
export function ruleCheck(state: PylosState, written: Written): Result<number> {
  const me = state.toMove;
  const who = colourName(me);
  const own = state.spheres[me];
  const occupied = own | state.spheres[me ^ 1];
  const to = spotOf(written.to);
  if (!to.ok) return to;
  const t = to.value;
  let f = NO_SPOT;
  if (written.from !== undefined) {
    const from = spotOf(written.from);
    if (!from.ok) return from;
    f = from.value;
    if (!((own >>> f) & 1)) return fault([], 'illegal-move', `there is no ${who} sphere on ${SPOT_NAMES[f]} to raise`);
    if (occupied & ABOVE[f]) return fault([], 'illegal-move', `${SPOT_NAMES[f]} carries a sphere, so it cannot be raised`);
    if (!((HIGHER[f] >>> t) & 1)) return fault([], 'illegal-move', `${SPOT_NAMES[t]} is not on a higher level than ${SPOT_NAMES[f]}`);
    if ((SUPPORTS[t] >>> f) & 1) return fault([], 'illegal-move', `${SPOT_NAMES[f]} supports ${SPOT_NAMES[t]}, so it cannot be raised there`);
  }
  if ((occupied >>> t) & 1) return fault([], 'illegal-move', `${SPOT_NAMES[t]} is taken`);
  const missing = SUPPORTS[t] & ~occupied;
  if (missing !== 0) return fault([], 'illegal-move', `${SPOT_NAMES[t]} is not supported: ${names(missing).join(', ')} empty`);

  const bit = (s: number) => (s === NO_SPOT ? 0 : 1 << s);
  const after = (own | (1 << t)) & ~bit(f);
  let occupiedNow = (occupied | (1 << t)) & ~bit(f);
  const kinds = state.patterns.completedKinds(after, t);
  const removals = written.remove;
  if (kinds.length === 0 && removals.length > 0) {
    return fault([], 'illegal-move', `${SPOT_NAMES[t]} completes no square or line of ${who}, so nothing may be removed`);
  }
  if (kinds.length > 0 && removals.length === 0) {
    return fault([], 'illegal-move', `${SPOT_NAMES[t]} completes a ${kinds.join(' and a ')} of ${who}: one or two of ${who}'s free spheres must be removed`);
  }
  if (removals.length > 2) return fault([], 'illegal-move', 'at most two spheres may be removed');
  const freeBefore = freeSpheres(occupiedNow);
  const taken: number[] = [];
  for (const name of removals) {
    const r = spotOf(name);
    if (!r.ok) return r;
    const s = r.value;
    if (taken.includes(s)) return fault([], 'illegal-move', `${SPOT_NAMES[s]} is removed twice`);
    if (!((after >>> s) & 1) || !((occupiedNow >>> s) & 1)) return fault([], 'illegal-move', `there is no ${who} sphere on ${SPOT_NAMES[s]} to remove`);
    if (occupiedNow & ABOVE[s]) return fault([], 'illegal-move', `${SPOT_NAMES[s]} carries a sphere, so it cannot be removed`);
    occupiedNow &= ~(1 << s);
    taken.push(s);
  }
  // Two spheres free before either is taken are one move whichever order they are written in.
  if (taken.length === 2 && (freeBefore >>> taken[1]) & 1 && taken[1] < taken[0]) taken.reverse();
  return { ok: true, value: encodeMove(t, f, taken[0] ?? NO_SPOT, taken[1] ?? NO_SPOT) };
}

export function formatMove(move: number): MoveObject {
  const to = SPOT_NAMES[moveTo(move)];
  const from = moveFrom(move);
  const remove = [firstRemoval(move), secondRemoval(move)].filter((s) => s !== NO_SPOT).map((s) => SPOT_NAMES[s]);
  const head = from === NO_SPOT ? to : `${SPOT_NAMES[from]}-${to}`;
  const notation = remove.length > 0 ? `${head} x ${remove.join(' ')}` : head;
  const out: MoveObject = from === NO_SPOT ? { notation, place: to } : { notation, raise: { from: SPOT_NAMES[from], to } };
  if (remove.length > 0) out.remove = remove;
  return out;
}

/** The `rules` parameter as the command lines give it. */
export function readRuleSet(text: string): Result<Partial<PylosPosition>> {
  return field(readChoice('rules', text, RULE_SETS), (rules) => ({ rules }));
}
