import { LRUCache } from 'lru-cache';

/** How a search may use the lane while every worker is busy. */
export type LaneUse =
  /** Known to fit (its own time limit is within the lane's), or from a client whose last lane search fitted: it may wait for the lane. */
  | 'wait'
  /** Not priced yet: tried only when it need not wait behind anything but one search, so such trials never fill the lane's queue. */
  | 'try'
  /** From a client whose last search the lane cut: it waits for a worker. */
  | 'none';

/** A client whose search the lane cut is not tried there again for this long. */
const CUT_BARS_MS = 10_000;
/** Clients remembered, least recently seen dropped first: a forgotten one is simply tried again. */
const CLIENTS_KEPT = 4_096;

/**
 * Who may use the lane. A depth- or node-limited search cannot be priced before it runs, so the
 * lane tries it and cuts it at the lane's milliseconds; a client flooding expensive searches would
 * then hold the lane with one doomed try after another and fill its queue, and a cheap search from
 * anyone else would be refused. So the lane remembers, by client, whether its last search fitted:
 * one that did may wait for the lane, an unknown client's search is tried only when at most one
 * search is ahead of it, and one cut on its try is sent to the workers for 10 s (a try costs the
 * lane its milliseconds once per client and 10 s: 2.5 % of its time at 250 ms).
 */
export class LanePolicy {
  private readonly record = new LRUCache<string, 'fits' | 'cut'>({ max: CLIENTS_KEPT });

  constructor(private readonly laneMs: number) {}

  /** How a search with this time limit, limited by the clock alone or not, may use the lane. */
  use(owner: string, timeMs: number, onClock: boolean): LaneUse {
    if (timeMs <= this.laneMs) return 'wait';
    // Only the clock limits it, and it may run longer than the lane allows: it will.
    if (onClock) return 'none';
    const record = this.record.get(owner);
    return record === 'fits' ? 'wait' : record === 'cut' ? 'none' : 'try';
  }

  /** The lane answered the client's search within its milliseconds. */
  fitted(owner: string): void {
    this.record.set(owner, 'fits');
  }

  /**
   * The lane cut the client's search at its milliseconds. A client whose last search fitted is only
   * tried again (a busy machine may slow one cheap search past the limit); one already unknown is barred.
   */
  cut(owner: string): void {
    if (this.record.get(owner) === 'fits') this.record.delete(owner);
    else this.record.set(owner, 'cut', { ttl: CUT_BARS_MS });
  }
}
