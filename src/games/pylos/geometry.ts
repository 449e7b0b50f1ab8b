/**
 * The fixed shape of the Pylos pyramid: 30 spots on four levels (4x4, 3x3, 2x2, 1), numbered in
 * notation order a1 a2 a3 a4 b1 ... d4, e1 ... g3, h1 h2 i1 i2, j1, so that a set of spots is one
 * 30-bit integer and every rule is a few mask operations on precomputed tables.
 * Spot (level L, x, y) is named by letter x of its level and digit y + 1, and rests on the four
 * spots (L-1, x..x+1, y..y+1) below it.
 */
export const SPOTS = 30;
export const ALL = (1 << SPOTS) - 1;
export const TOP = 29;
export const NO_SPOT = 31;

export const LEVEL_SIZE = [4, 3, 2, 1];
export const LEVEL_START = [0, 16, 25, 29];
export const LEVEL_LETTERS = ['abcd', 'efg', 'hi', 'j'];

export const LEVEL = new Int8Array(SPOTS);
export const SPOT_NAMES: string[] = [];
/** The spots each spot rests on (0 on the bottom level). */
export const SUPPORTS = new Int32Array(SPOTS);
/** The spots resting on each spot. */
export const ABOVE = new Int32Array(SPOTS);
/** Every spot below a spot that must be filled before it can be: its supports, theirs, and so on. */
export const CONE = new Int32Array(SPOTS);
/** Spots on strictly lower levels than each spot, and on strictly higher ones. */
export const LOWER = new Int32Array(SPOTS);
export const HIGHER = new Int32Array(SPOTS);
export const BOTTOM = 0xffff;
/** Spots above the bottom level: the only ones that need support, and the targets of raises. */
export const UPPER = ALL & ~BOTTOM;

function spotAt(level: number, x: number, y: number): number {
  return LEVEL_START[level] + x * LEVEL_SIZE[level] + y;
}

for (let level = 0; level < 4; level++) {
  const size = LEVEL_SIZE[level];
  for (let x = 0; x < size; x++) {
    for (let y = 0; y < size; y++) {
      const s = spotAt(level, x, y);
      LEVEL[s] = level;
      SPOT_NAMES[s] = LEVEL_LETTERS[level][x] + (y + 1);
      LOWER[s] = (1 << LEVEL_START[level]) - 1;
      HIGHER[s] = level === 3 ? 0 : ALL & ~((1 << LEVEL_START[level + 1]) - 1);
      if (level === 0) continue;
      for (let dx = 0; dx < 2; dx++) {
        for (let dy = 0; dy < 2; dy++) {
          const below = spotAt(level - 1, x + dx, y + dy);
          SUPPORTS[s] |= 1 << below;
          ABOVE[below] |= 1 << s;
        }
      }
      CONE[s] = SUPPORTS[s];
      for (let b = 0; b < SPOTS; b++) if ((SUPPORTS[s] >>> b) & 1) CONE[s] |= CONE[b];
    }
  }
}

const SPOT_INDEX = new Map(SPOT_NAMES.map((name, i) => [name, i]));

/** The spot named `name` (e.g. "b2"), or -1. */
export function spotIndex(name: string): number {
  return SPOT_INDEX.get(name) ?? -1;
}

/**
 * The patterns whose completion in one colour earns removals: the 2x2 squares of every level
 * (9 + 4 + 1) and, under the advanced rules, the rows and columns of the bottom level (four spots)
 * and of the second level (three spots).
 */
function squares(): number[] {
  const out: number[] = [];
  for (let level = 0; level < 3; level++) {
    for (let x = 0; x + 1 < LEVEL_SIZE[level]; x++) {
      for (let y = 0; y + 1 < LEVEL_SIZE[level]; y++) out.push(SUPPORTS[spotAt(level + 1, x, y)]);
    }
  }
  return out;
}

function lines(): number[] {
  const out: number[] = [];
  for (let level = 0; level < 2; level++) {
    const size = LEVEL_SIZE[level];
    for (let a = 0; a < size; a++) {
      let row = 0;
      let column = 0;
      for (let b = 0; b < size; b++) {
        row |= 1 << spotAt(level, a, b);
        column |= 1 << spotAt(level, b, a);
      }
      out.push(row, column);
    }
  }
  return out;
}

export const RULE_SETS = ['advanced', 'standard'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/** One rule set's patterns, as a flat list (squares first) and indexed by the spots they contain. */
export class Patterns {
  readonly all: Int32Array;
  readonly squareCount: number;
  /** The patterns through spot s are bySpot[start[s]] .. bySpot[start[s + 1] - 1]. */
  readonly start = new Int32Array(SPOTS + 1);
  readonly bySpot: Int32Array;

  constructor(readonly rules: RuleSet) {
    const all = rules === 'advanced' ? [...squares(), ...lines()] : squares();
    this.all = Int32Array.from(all);
    this.squareCount = squares().length;
    const lists: number[] = [];
    for (let s = 0; s < SPOTS; s++) {
      this.start[s] = lists.length;
      for (const p of all) if ((p >>> s) & 1) lists.push(p);
    }
    this.start[SPOTS] = lists.length;
    this.bySpot = Int32Array.from(lists);
  }

  /** True when own (a colour's spheres, spot included) fills a pattern through spot. */
  completes(own: number, spot: number): boolean {
    for (let i = this.start[spot], end = this.start[spot + 1]; i < end; i++) {
      const p = this.bySpot[i];
      if ((own & p) === p) return true;
    }
    return false;
  }

  /** The kinds of pattern that own (spot included) completes through spot, for messages. */
  completedKinds(own: number, spot: number): ('square' | 'line')[] {
    const kinds = new Set<'square' | 'line'>();
    this.all.forEach((p, i) => {
      if ((p >>> spot) & 1 && (own & p) === p) kinds.add(i < this.squareCount ? 'square' : 'line');
    });
    return [...kinds];
  }
}

export const PATTERNS: Readonly<Record<RuleSet, Patterns>> = {
  advanced: new Patterns('advanced'),
  standard: new Patterns('standard'),
};

/** Index of the lowest set bit of a non-zero mask. */
export function lowestSpot(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/*
 * Every level at once, by shifts: level L's spot (x, y) is bit x * size + y of the level's own
 * field, so the spots (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1) a spot of the level above rests
 * on are the field shifted by 0, 1, size and size + 1. A field's bits for x, y < size - 1 pack to
 * the level above by dropping each row's last spot, and unpack the other way.
 */
const LEVEL1 = 16;
const LEVEL2 = 25;

/** The 4x4 field's spots (x, y < 3) in the 3x3 layout: rows at 0, 4, 8 go to 0, 3, 6. */
function pack4(f: number): number {
  return (f & 0x7) | ((f >>> 1) & 0x38) | ((f >>> 2) & 0x1c0);
}

/** The 3x3 field's spots (x, y < 2) in the 2x2 layout: rows at 0, 3 go to 0, 2. */
function pack3(f: number): number {
  return (f & 0x3) | ((f >>> 1) & 0xc);
}

/** A 3x3 field in the 4x4 layout. */
function unpack3(f: number): number {
  return (f & 0x7) | ((f & 0x38) << 1) | ((f & 0x1c0) << 2);
}

/** A 2x2 field in the 3x3 layout. */
function unpack2(f: number): number {
  return (f & 0x3) | ((f & 0xc) << 1);
}

/** Spots with a sphere on them and nothing resting on them: the ones that may be raised or removed. */
export function freeSpheres(occupied: number): number {
  // A sphere is covered when one of the (up to four) spots above it is filled: the level above,
  // unpacked, then spread to the four spots under each of its spheres.
  const above0 = unpack3((occupied >>> LEVEL1) & 0x1ff);
  const above1 = unpack2((occupied >>> LEVEL2) & 0xf);
  const covered0 = above0 | (above0 << 1) | (above0 << 4) | (above0 << 5);
  const covered1 = above1 | (above1 << 1) | (above1 << 3) | (above1 << 4);
  const covered2 = (occupied >>> TOP) & 1 ? 0xf : 0;
  return occupied & ~(covered0 | (covered1 << LEVEL1) | (covered2 << LEVEL2));
}

/** Empty spots whose supports are all filled: where a sphere may go. */
export function openSpots(occupied: number): number {
  const l0 = occupied & BOTTOM;
  const l1 = (occupied >>> LEVEL1) & 0x1ff;
  const l2 = (occupied >>> LEVEL2) & 0xf;
  // Bit (x, y) of each product is set when the four spots from (x, y) to (x + 1, y + 1) are filled.
  const supported1 = pack4(l0 & (l0 >>> 1) & (l0 >>> 4) & (l0 >>> 5));
  const supported2 = pack3(l1 & (l1 >>> 1) & (l1 >>> 3) & (l1 >>> 4));
  const supportedTop = l2 === 0xf ? 1 : 0;
  return (BOTTOM | (supported1 << LEVEL1) | (supported2 << LEVEL2) | (supportedTop << TOP)) & ~occupied;
}
