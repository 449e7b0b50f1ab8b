/** How long to wait for an outside agent when the match sets no time limit. */
const DEFAULT_PATIENCE_MS = 60_000;
/**
 * How long past the time limit an answer is still awaited, so that a late answer
 * (`time-overrun`) is told apart from none at all (`no-answer`) in the record.
 */
const GRACE_MS = 1_000;

/** Milliseconds to wait for an outside agent's answer before giving up on it. */
export function patienceMs(timeLimitMs: number | undefined): number {
  return timeLimitMs === undefined ? DEFAULT_PATIENCE_MS : timeLimitMs + GRACE_MS;
}
