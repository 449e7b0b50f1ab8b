import { describe, expect, it } from 'vitest';
import { connect4 } from '../../src/games/connect4/index.js';
import { pylos } from '../../src/games/pylos/index.js';
import { parseAgentSpec } from '../../src/referee/agent-spec.js';

describe('agent specs', () => {
  it('reads the engine with the contract\'s search fields verbatim', () => {
    expect(parseAgentSpec('engine', connect4)).toEqual({ kind: 'engine', search: {} });
    expect(parseAgentSpec('engine:timeMs=500,depth=6,nodes=1000,algorithm=alphabeta,evaluation=comp3608', connect4)).toEqual({
      kind: 'engine',
      search: { timeMs: 500, depth: 6, nodes: 1000, algorithm: 'alphabeta', evaluation: 'comp3608' },
    });
    expect(parseAgentSpec('engine:level=3,seed=0', connect4)).toEqual({ kind: 'engine', search: { level: 3, seed: 0 } });
  });

  it('reads URLs, human and commands', () => {
    expect(parseAgentSpec('http://127.0.0.1:3000/v1/games/connect4/best-move', connect4)).toEqual({
      kind: 'url',
      url: 'http://127.0.0.1:3000/v1/games/connect4/best-move',
    });
    expect(parseAgentSpec('human', connect4)).toEqual({ kind: 'human' });
    expect(parseAgentSpec('cmd:python3 bot.py', connect4)).toEqual({ kind: 'command', command: 'python3 bot.py' });
  });

  it('says what is wrong', () => {
    const bad: [string, RegExp][] = [
      ['robot', /unknown agent 'robot'/],
      ['engine:depth', /'depth' is not key=value/],
      ['engine:depth=0', /depth is a whole number from 1 to 42/],
      ['engine:nodes=1.5', /nodes is a whole number/],
      ['engine:algorithm=mcts', /algorithm is one of iterative, alphabeta, minimax/],
      ['engine:evaluation=e1', /evaluations are default, comp3608, not 'e1'/],
      ['engine:speed=3', /unknown engine setting 'speed'/],
      ['engine:level=11', /level is a whole number from 1 to 10, not '11'/],
      ['engine:seed=-1', /seed is a whole number from 0 to/],
      ['cmd:', /needs a command line/],
    ];
    for (const [spec, message] of bad) expect(() => parseAgentSpec(spec, connect4), spec).toThrow(message);
    expect(() => parseAgentSpec('cmd:bot', pylos)).toThrow(/command-line form, which Pylos does not have/);
  });
});
