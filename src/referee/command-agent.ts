import type { CommandProgram, Position } from '../games/types.js';
import { spawn } from 'node:child_process';
import type { Agent, Choice, Turn } from '../match/agent.js';
import { AgentFailure } from '../match/agent-failure.js';
import { patienceMs } from './patience.js';

/**
 * A program in the course's command-line form (a game's `commandProgram`: Connect 4's takes the
 * board and the colour to move as arguments and prints the column it plays), run once per move, so
 * a course's tournament entries play unchanged.
 */
export class CommandAgent<S, M, P extends Position> implements Agent<S, M, P> {
  readonly human = false;

  constructor(
    readonly label: string,
    private readonly command: string,
    private readonly program: CommandProgram<S, string | M>,
  ) {}

  async chooseMove(turn: Turn<S, M, P>): Promise<Choice<M>> {
    const patience = patienceMs(turn.timeLimitMs);
    const { code, stdout, stderr, timedOut } = await run(`${this.command} ${this.program.arguments(turn.state)}`, patience);
    if (timedOut) throw new AgentFailure('no-answer', `printed no move within ${patience} ms`);
    if (code !== 0) throw new AgentFailure('crash', `exited with status ${code}${stderr.trim() ? `: ${stderr.trim().slice(0, 200)}` : ''}`);
    const read = this.program.readMove(stdout);
    if (!read.ok) throw new AgentFailure('malformed-answer', read.fault.reason);
    return { move: read.value };
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
