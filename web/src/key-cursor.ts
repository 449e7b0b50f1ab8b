/**
 * The keyboard's way through the targets a person may pick next (a queen, a destination, a spot, a
 * sphere to take back), for boards with no keys of their own: the arrows walk the targets in the
 * order the board draws them, Enter picks the one under the cursor.
 */
export class KeyCursor {
  private at?: string;
  /** Drawn once a key moved it: a person who clicks has no use for it. */
  used = false;

  /** The target under the cursor, kept while it is still one of `targets`, else the first. */
  current(targets: readonly string[]): string | undefined {
    if (this.at === undefined || !targets.includes(this.at)) this.at = targets[0];
    return this.at;
  }

  /** Moves `delta` targets on, round the end. */
  move(targets: readonly string[], delta: number): string | undefined {
    const from = this.current(targets);
    if (from === undefined) return undefined;
    this.used = true;
    this.at = targets[(targets.indexOf(from) + delta + targets.length) % targets.length];
    return this.at;
  }
}

const FORWARD = new Set(['ArrowRight', 'ArrowDown']);
const BACKWARD = new Set(['ArrowLeft', 'ArrowUp']);

/** The cursor's step for an arrow key: 1, -1, or 0 for any other key. */
export const cursorStep = (key: string): number => (FORWARD.has(key) ? 1 : BACKWARD.has(key) ? -1 : 0);
