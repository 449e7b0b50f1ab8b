/** The course's limit for the whole process, start-up included (seed 001). */
export const TOURNAMENT_LIMIT_MS = 1000;

/**
 * What the search leaves for the rest of the process: the clock's overrun (the kernel looks at it
 * every 4,096 nodes), answering, and exit; and slack for a grader's machine slower than this one.
 */
export const EXIT_MARGIN_MS = 300;

/** The least a search gets, even when start-up took nearly all the second. */
const MIN_BUDGET_MS = 20;

/**
 * The search's budget in the tournament form: the second less what the process has already used
 * (its uptime when the search starts) and the margin, unless CONNECT4_BUDGET_MS says otherwise.
 */
export function tournamentBudget(uptimeMs: number, override: string | undefined = process.env.CONNECT4_BUDGET_MS): number {
  if (override !== undefined && override !== '') return Number(override);
  return Math.max(MIN_BUDGET_MS, Math.floor(TOURNAMENT_LIMIT_MS - uptimeMs - EXIT_MARGIN_MS));
}
