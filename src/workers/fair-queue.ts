/**
 * Waiting work served round-robin between owners and first in, first out within one. The next
 * owner served is the one served least recently, so a client that floods the queue gets one turn
 * in each round like everybody else, and a newcomer goes before a client whose search just started.
 */
export class FairQueue<T> {
  private readonly waiting = new Map<string, T[]>();
  /**
   * When each owner was last served (a turn number; absent = never), in turn order. An owner with
   * nothing left running or waiting keeps its record while it still matters (see forget).
   */
  private readonly lastServed = new Map<string, number>();
  /** Owners with a record and nothing running or waiting. */
  private readonly idle = new Set<string>();
  private turn = 0;
  private size = 0;

  get length(): number {
    return this.size;
  }

  push(owner: string, item: T): void {
    const list = this.waiting.get(owner);
    if (list) list.push(item);
    else this.waiting.set(owner, [item]);
    this.idle.delete(owner);
    this.size++;
  }

  /** Takes an item out of turn (its client left); says whether it was waiting. */
  remove(owner: string, item: T): boolean {
    const list = this.waiting.get(owner);
    const at = list?.indexOf(item) ?? -1;
    if (!list || at < 0) return false;
    list.splice(at, 1);
    if (list.length === 0) this.waiting.delete(owner);
    this.size--;
    return true;
  }

  /** The next item by the round-robin rule, recorded as served; undefined when nothing waits. */
  shift(): T | undefined {
    let next: string | undefined;
    let oldest = Infinity;
    // Map order is the order owners started waiting, so ties between never-served owners are FIFO.
    for (const owner of this.waiting.keys()) {
      const served = this.lastServed.get(owner) ?? -1;
      if (served < oldest) {
        oldest = served;
        next = owner;
      }
    }
    if (next === undefined) return undefined;
    const list = this.waiting.get(next)!;
    const item = list.shift()!;
    if (list.length === 0) this.waiting.delete(next);
    this.size--;
    this.served(next);
    return item;
  }

  /** Records that the owner was served without waiting (a worker was free). */
  served(owner: string): void {
    // Deleted first, so the map stays in turn order.
    this.lastServed.delete(owner);
    this.lastServed.set(owner, this.turn++);
    this.idle.delete(owner);
  }

  /**
   * Told when an owner has nothing left running or waiting. Its record is kept: dropped, it would
   * make the owner a newcomer, served before everyone on its return, so a client refused for a
   * full queue would come back ahead of those waiting. Records older than every busy owner's go:
   * such an owner is served first on its return either way, so the table stays as small as the
   * work in the system allows.
   */
  forget(owner: string): void {
    if (this.waiting.has(owner) || !this.lastServed.has(owner)) return;
    this.idle.add(owner);
    for (const oldest of this.lastServed.keys()) {
      if (!this.idle.has(oldest)) return;
      this.lastServed.delete(oldest);
      this.idle.delete(oldest);
    }
  }

  /** Owners whose turn is on record (tests: the table must not grow without bound). */
  get owners(): number {
    return this.lastServed.size;
  }

  /** Empties the queue, oldest owners first. */
  drain(): T[] {
    const all = [...this.waiting.values()].flat();
    this.waiting.clear();
    this.size = 0;
    return all;
  }
}
