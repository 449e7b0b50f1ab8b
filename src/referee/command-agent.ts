import { spawn } from 'node:child_process';
import type { Agent, Choice, Turn } from '../match/agent.js';
import { AgentFailure } from '../match/agent-failure.js';
import { patienceMs } from './patience.js';

/**
 * A Connect 4 program in the course's command-line form: run once per move with the board (rows
 * comma-separated, row 0 the bottom) and the colour to move as arguments, it prints the 0-based
 * column it plays. So a course's tournament entries play unchanged.
 */
export class CommandAgent<S> implements Agent<S> {
  readonly human = false;

  constructor(
    readonly label: string,
    private readonly command: string,
  ) {}

  async chooseMove(turn: Turn<S>): Promise<Choice> {
    const { board, toMove } = turn.game.describe(turn.state) as { board: string[]; toMove: string };
    const patience = patienceMs(turn.timeLimitMs);
    const { code, stdout, stderr, timedOut } = await run(`${this.command} ${board.join(',')} ${toMove}`, patience);
    if (timedOut) throw new AgentFailure('no-answer', `printed no move within ${patience} ms`);
    if (code !== 0) throw new AgentFailure('crash', `exited with status ${code}${stderr.trim() ? `: ${stderr.trim().slice(0, 200)}` : ''}`);
    const text = stdout.trim();
    if (!/^\d+$/.test(text)) throw new AgentFailure('malformed-answer', `printed ${JSON.stringify(text.slice(0, 120))}, not a column number`);
    return { move: { column: Number(text) } };
  }
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

/** Runs a command line through the shell, killing it and its children once `timeoutMs` have passed. */
function run(commandLine: string, timeoutMs: number): Promise<Finished> {
  return new Promise((resolve) => {
    // A process group of its own, so that a timeout kills whatever the shell started, not the shell alone.
    const child = spawn(commandLine, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}
