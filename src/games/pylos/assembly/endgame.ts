// The endgame table's generator: two bits an entry (endgame-index.ts), unknown until a pass
// proves the mover wins or loses. A pass settles an entry from its successors' entries: a win
// when a move reaches a loss for the other side, a loss when every move reaches their win. The
// passes go from the fullest boards (layer 1) to the emptiest, so a placement's successor (one
// layer down) is already this pass's; the successors a removal gives back spheres to wait for
// the next pass. Entries still unknown when a pass settles nothing are the cycles': draws.
import { SPHERES_EACH, SPOTS, decidedIn, outcome, play, setPosition, spheres, toMove, undo, LOSS, WIN } from './board';
import { generateMoves } from './moves';
import { CANONICAL_SHAPES, deposit, entryOf, entriesOf, firstEntryOf, layerEntry, shapeMask } from './endgame-index';
import { edgeStart, edges } from './shape-graph';
import { TABLE_LOST as LOST, TABLE_UNKNOWN as UNKNOWN, TABLE_WON as WON } from '../table-values';

let tableAt: usize = 0;
let tableEntries: i64 = 0;
/** Whether the search reads the table: it holds one rule set's values, and the patterns loaded must be that set's. */
export let tableOn = false;

export function useTable(on: bool): void {
  tableOn = on && tableEntries > 0;
}
const moveBuffer: usize = memory.data(4 * 4096, 16);

/**
 * Room for the entries of layers 0 .. maxLayer, all unknown. It comes from the runtime's heap like
 * every other allocation, so nothing allocated later (the shape graph) can land on it.
 */
export function allocateTable(maxLayer: i32): usize {
  tableEntries = layerEntry[maxLayer + 1];
  const bytes = usize((tableEntries + 3) >> 2);
  tableAt = heap.alloc(bytes);
  memory.fill(tableAt, 0, bytes);
  return tableAt;
}

export function tableBytes(): usize {
  return usize((tableEntries + 3) >> 2);
}

// @ts-ignore: decorator
@inline export function valueAt(entry: i64): i32 {
  if (entry >= tableEntries) return UNKNOWN;
  return (load<u8>(tableAt + usize(entry >> 2)) >> u8((entry & 3) << 1)) & 3;
}

// @ts-ignore: decorator
@inline function setValue(entry: i64, value: i32): void {
  const at = tableAt + usize(entry >> 2);
  store<u8>(at, load<u8>(at) | u8(value << i32((entry & 3) << 1)));
}

/** The entry of the position loaded, from its mover's side, or -1 when the mover has no sphere left. */
export function loadedEntry(): i64 {
  return entryOf(unchecked(spheres[toMove]), unchecked(spheres[toMove ^ 1]));
}

/** The table's value of the position loaded, from its mover's side. */
export function probeTable(): i32 {
  const entry = loadedEntry();
  return entry < 0 ? UNKNOWN : valueAt(entry);
}

/** This pass's counts, read by the driver. */
export let passWins: i64 = 0;
export let passLosses: i64 = 0;
export let passUnknown: i64 = 0;
export let passSkipped: i64 = 0;

export function clearPassCounts(): void {
  passWins = 0;
  passLosses = 0;
  passUnknown = 0;
  passSkipped = 0;
}

/**
 * When each shape was last looked at and last settled an entry, on one clock that ticks once a
 * shape (0: never): the driver saves them with the table. A shape is looked at again only if it,
 * or a shape its moves reach (shape-graph.ts), settled something since.
 */
export const lookedAt = new StaticArray<u32>(CANONICAL_SHAPES);
export const settledAt = new StaticArray<u32>(CANONICAL_SHAPES);
export let clock: u32 = 0;

export function setClock(value: u32): void {
  clock = value;
}

function stale(shape: i32): bool {
  const looked = unchecked(lookedAt[shape]);
  // Its own entries settle one another too (a move that places a sphere and takes it back).
  if (looked == 0 || edgeStart.length == 0 || unchecked(settledAt[shape]) >= looked) return true;
  for (let i = unchecked(edgeStart[shape]), end = unchecked(edgeStart[shape + 1]); i < end; i++) {
    if (unchecked(settledAt[unchecked(edges[i])]) > looked) return true;
  }
  return false;
}

/** The mover's value after the move just played (the other side now to move), from their side. */
function successorValue(): i32 {
  const result = outcome();
  if (result == WIN) return WON;
  if (result == LOSS) return LOST;
  const decided = decidedIn();
  if (decided != 0) return decided > 0 ? WON : LOST;
  return valueAt(entryOf(unchecked(spheres[1]), unchecked(spheres[0])));
}

/** The value of the position loaded (white to move), from its successors. */
function settle(): i32 {
  const decided = decidedIn();
  if (decided != 0) return decided > 0 ? WON : LOST;
  const n = generateMoves(moveBuffer, true);
  let unknown = false;
  for (let i = 0; i < n; i++) {
    const move = load<i32>(moveBuffer + (usize(i) << 2));
    play(move);
    const value = successorValue();
    undo(move);
    if (value == LOST) return WON;
    if (value == UNKNOWN) unknown = true;
  }
  return unknown ? UNKNOWN : LOST;
}

/** One pass over the canonical shapes [from, to) (numbered by layer as endgame-index.ts has them). */
export function passShapes(from: i32, to: i32): void {
  for (let shape = from; shape < to; shape++) {
    if (!stale(shape)) {
      passSkipped++;
      continue;
    }
    lookedAt[shape] = ++clock;
    const occupied = shapeMask[shape];
    const r = SPOTS - popcnt(occupied);
    for (let m = 1; m <= SPHERES_EACH; m++) {
      const count = entriesOf(r, m);
      if (count == 0) continue;
      const k = SPHERES_EACH - m;
      let entry = firstEntryOf(shape, m);
      // The colourings in rank order: k of the n occupied spots, the next by Gosper's step.
      let compact = k == 0 ? 0 : (1 << k) - 1;
      for (let i: i64 = 0; i < count; i++, entry++) {
        if (valueAt(entry) == UNKNOWN) {
          const mine = deposit(compact, occupied);
          setPosition(mine, occupied & ~mine, 0, 0, 0);
          const value = settle();
          if (value == WON) passWins++;
          else if (value == LOST) passLosses++;
          else passUnknown++;
          if (value != UNKNOWN) {
            setValue(entry, value);
            settledAt[shape] = clock;
          }
        }
        if (compact != 0 && i + 1 < count) {
          const low = compact & -compact;
          const ripple = compact + low;
          compact = (((ripple ^ compact) >>> 2) / low) | ripple;
        }
      }
    }
  }
}
