import { describe, expect, it } from 'vitest';
import { expectConsistentEnd, match } from './helpers.js';

describe('humans and the stepper', () => {
  it('waits for Enter before each move and plays scripted human moves', async () => {
    const lines = ['', 'A0', '', 'B0', '', 'A1', '', 'B1', '', 'A2'];
    const { records, output } = await match(['--game', 'line-em-up', '--n', '3', '--p1', 'human', '--p2', 'human', '--stepper'], lines);
    expect(records[0].turns.map((t) => t.notation)).toEqual(['A 0', 'B 0', 'A 1', 'B 1', 'A 2']);
    expect(records[0]).toMatchObject({ winner: 0, reason: 'line' });
    expect(output.match(/\[Enter\] for the next move/g)).toHaveLength(5);
    expectConsistentEnd(records[0]);
  });

  it('refuses a human\'s illegal move and asks again by default', async () => {
    const lines = ['Z9', 'A0', 'A0', 'B0', 'A1', 'B1', 'A2'];
    const { records, output } = await match(['--game', 'line-em-up', '--n', '3', '--p1', 'human', '--p2', 'human'], lines);
    expect(output.match(/Illegal move: /g)).toHaveLength(2);
    expect(records[0]).toMatchObject({ winner: 0, reason: 'line' });
  });

  it('makes a human\'s illegal move lose with --human-illegal lose', async () => {
    const { records } = await match(['--game', 'connect4', '--p1', 'human', '--p2', 'engine:depth=1', '--human-illegal', 'lose'], ['8']);
    expect(records[0]).toMatchObject({ winner: 1, reason: 'illegal-move', turns: [] });
    expect(records[0].detail).toMatch(/'8' is not a column digit/);
  });

  it('shows the board after each move', async () => {
    const { output } = await match(['--game', 'connect4', '--p1', 'human', '--p2', 'human'], ['4', '4', '3', '3', '2', '2', '1']);
    expect(output).toContain(' 0 r r r r . . .\n   1 2 3 4 5 6 7\n');
    expect(output).toContain('game over: red (four-in-a-row)');
  });
});
