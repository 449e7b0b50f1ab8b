import { describe, expect, it } from 'vitest';
import { EXIT_MARGIN_MS, TOURNAMENT_LIMIT_MS, tournamentBudget } from '../../src/cli/connect-four/budget.js';
import { staticImports } from '../support/static-imports.js';

describe("the tournament form's start-up (seed 001: one second for the whole process)", () => {
  it('searches for what is left of the second since the process started, less the margin', () => {
    expect(tournamentBudget(0, undefined)).toBe(TOURNAMENT_LIMIT_MS - EXIT_MARGIN_MS);
    expect(tournamentBudget(180.6, undefined)).toBe(Math.floor(TOURNAMENT_LIMIT_MS - 180.6 - EXIT_MARGIN_MS));
    expect(tournamentBudget(400, undefined) - tournamentBudget(300, undefined)).toBe(-100);
    // A start-up that used the whole second still gets a search, short, rather than none.
    expect(tournamentBudget(TOURNAMENT_LIMIT_MS, undefined)).toBeGreaterThan(0);
    expect(tournamentBudget(TOURNAMENT_LIMIT_MS, undefined)).toBeLessThan(50);
  });

  it('takes CONNECT4_BUDGET_MS over the clock when it is set', () => {
    expect(tournamentBudget(300, '450')).toBe(450);
    expect(tournamentBudget(300, '')).toBe(tournamentBudget(300, undefined));
  });

  it('loads neither the service, zod, the engine nor the search before it knows the tables do not answer', () => {
    const loaded = [...staticImports('src/cli/connect-four.ts')];
    const unwanted = loaded.filter((m) => /^(express|zod)$|[/\\]src[/\\](engine[/\\]engine|analysis[/\\]|service[/\\]|cli[/\\]connect-four[/\\]search)/.test(m));
    expect(unwanted).toEqual([]);
    // The check itself sees through the program's imports: the search's module does load the engine.
    expect([...staticImports('src/cli/connect-four/search.ts')].some((m) => /[/\\]src[/\\]engine[/\\]engine\.ts$/.test(m))).toBe(true);
  });
});
