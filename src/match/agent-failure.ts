/**
 * Why an agent gave no usable answer: `crash` (it closed the connection, failed or exited),
 * `unreachable` (it could not be reached at all), `malformed-answer` (it answered, but not with a
 * move), `time-overrun` (its answer came after the time limit) or `no-answer` (none came at all).
 */
export type FailureReason = 'crash' | 'unreachable' | 'malformed-answer' | 'time-overrun' | 'no-answer';

/** Thrown by an agent's chooseMove; the match loop turns it into a lost (or skipped) turn. */
export class AgentFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    detail: string,
  ) {
    super(detail);
  }

  /** Whether the failure is about time, which `overrun: 'skip'` forgives by skipping the turn. */
  get late(): boolean {
    return this.reason === 'time-overrun' || this.reason === 'no-answer';
  }
}
