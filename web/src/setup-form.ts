import type { Board } from './board.js';
import type { GameSetup } from './controller.js';
import type { Player } from './players.js';
import type { GameInfo } from './types.js';

/** A parameter as typed: a whole number, JSON for lists and objects, else the text itself. */
function parameterValue(board: Board, name: string, text: string): unknown {
  const own = board.parameter?.(name, text);
  if (own !== undefined) return own;
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      // Sent as typed: the service's answer names the parameter and what is wrong with it.
    }
  }
  return text;
}

const field = <E extends Element>(root: ParentNode, selector: string): E => root.querySelector<E>(selector)!;

/**
 * The set-up form: the game, its parameters (inputs made from the service's own list, defaults as
 * placeholders), and each side's player with the engine's time per move and optional depth.
 */
export class SetupForm {
  constructor(
    private readonly form: HTMLFormElement,
    private readonly games: GameInfo[],
    private readonly boards: Record<string, Board>,
  ) {
    field<HTMLSelectElement>(form, '#game').replaceChildren(...games.map((game) => new Option(game.name, game.id)));
    field<HTMLSelectElement>(form, '#game').addEventListener('change', () => this.showGame());
    this.showGame();
  }

  get game(): GameInfo | undefined {
    const id = field<HTMLSelectElement>(this.form, '#game').value;
    return this.games.find((game) => game.id === id)!;
  }

  /** The game chosen, with its parameters and players as the form has them. */
  read(): GameSetup {
    const info = this.game!;
    const board = this.boards[info.id];
    const parameters: Record<string, unknown> = {};
    for (const input of this.form.querySelectorAll<HTMLInputElement>('#parameters input')) {
      const text = input.value.trim();
      if (text !== '') parameters[input.name] = parameterValue(board, input.name, text);
    }
    const players = [0, 1].map((side): Player => {
      const set = field<HTMLFieldSetElement>(this.form, `#player-${side}`);
      if (field<HTMLSelectElement>(set, '.kind').value === 'person') return { kind: 'person' };
      const number = (selector: string) => {
        const text = field<HTMLInputElement>(set, selector).value.trim();
        return text === '' ? undefined : Number(text);
      };
      return { kind: 'engine', search: { timeMs: number('.time-ms') ?? info.limits.timeMs.default, depth: number('.depth') } };
    }) as [Player, Player];
    return { info, board, parameters, players };
  }

  private showGame(): void {
    const info = this.game;
    // No game when the service refused the list (no API key given): the form stays empty.
    if (info === undefined) return;
    field(this.form, '#parameters').replaceChildren(
      ...info.parameters.map((parameter) => {
        const label = document.createElement('label');
        const input = document.createElement('input');
        input.name = parameter.name;
        const shown = parameter.default === undefined ? '' : typeof parameter.default === 'string' ? parameter.default : JSON.stringify(parameter.default);
        input.placeholder = this.boards[info.id].parameterHints?.[parameter.name] ?? shown;
        input.title = parameter.description;
        label.append(`${parameter.name} `, input);
        const help = document.createElement('small');
        help.textContent = parameter.description;
        label.append(help);
        return label;
      }),
    );
    info.colours.forEach((colour, side) => {
      const set = field<HTMLFieldSetElement>(this.form, `#player-${side}`);
      field(set, 'legend').textContent = colour;
      field<HTMLInputElement>(set, '.time-ms').placeholder = String(info.limits.timeMs.default);
    });
  }
}
