import type { PlayableGame } from './answers.js';
import { boardOf } from './boards/index.js';
import type { GameSetup } from './controller.js';
import { parameterText, parameterValue, plainWords } from './parameter-text.js';
import type { Player } from './players.js';

const field = <E extends Element>(root: ParentNode, selector: string): E => root.querySelector<E>(selector)!;

/**
 * The set-up form: the game, its parameters (inputs made from the service's own list, defaults as
 * placeholders, help in plain words), and each side's player: the engine at a level for people, or
 * at full strength with the expert's time per move and optional depth.
 */
export class SetupForm {
  constructor(
    private readonly form: HTMLFormElement,
    private readonly games: PlayableGame[],
  ) {
    field<HTMLSelectElement>(form, '#game').replaceChildren(...games.map((game) => new Option(game.name, game.id)));
    field<HTMLSelectElement>(form, '#game').addEventListener('change', () => this.showGame());
    this.showGame();
  }

  get game(): PlayableGame | undefined {
    const id = field<HTMLSelectElement>(this.form, '#game').value;
    return this.games.find((game) => game.id === id);
  }

  /** Chooses a game and types its parameters, as a position link gives them. */
  fill(game: PlayableGame, parameters: Record<string, string>): void {
    field<HTMLSelectElement>(this.form, '#game').value = game.id;
    this.showGame();
    // A choice list left out of the link keeps its default (the first choice), as the service's default.
    for (const input of this.parameterInputs()) input.value = parameters[input.name] ?? (input instanceof HTMLSelectElement ? input.options[0].value : '');
  }

  /** The game chosen, with its parameters and players as the form has them. */
  read(): GameSetup {
    const info = this.game!;
    const board = boardOf(info.id);
    const parameters: Record<string, unknown> = {};
    for (const input of this.parameterInputs()) {
      const text = input.value.trim();
      if (text !== '') parameters[input.name] = parameterValue(board, input.name, text);
    }
    const player = (side: number): Player => {
      const set = field<HTMLFieldSetElement>(this.form, `#player-${side}`);
      if (field<HTMLSelectElement>(set, '.kind').value === 'person') return { kind: 'person' };
      const number = (selector: string) => {
        const text = field<HTMLInputElement>(set, selector).value.trim();
        return text === '' ? undefined : Number(text);
      };
      const level = field<HTMLSelectElement>(set, '.level').value;
      const limits = { timeMs: number('.time-ms') ?? info.limits.timeMs.default, depth: number('.depth') };
      return { kind: 'engine', search: level === '' ? limits : { ...limits, level: Number(level) } };
    };
    return { info, board, parameters, players: [player(0), player(1)] };
  }

  private parameterInputs(): NodeListOf<HTMLInputElement | HTMLSelectElement> {
    return this.form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('#parameters input, #parameters select');
  }

  private showGame(): void {
    const info = this.game;
    // No game when the service refused the list (no API key given): the form stays empty.
    if (info === undefined) return;
    const board = boardOf(info.id);
    const own = board.parameterHelp ?? {};
    field(this.form, '#parameters').replaceChildren(
      ...info.parameters.map((parameter) => {
        const label = document.createElement('label');
        const choices = board.parameterChoices?.[parameter.name];
        const input = choices === undefined ? document.createElement('input') : document.createElement('select');
        input.name = parameter.name;
        // The first choice is the service's default.
        if (input instanceof HTMLSelectElement) input.replaceChildren(...(choices ?? []).map((choice) => new Option(choice)));
        else input.placeholder = own[parameter.name]?.placeholder ?? (parameter.default === undefined ? '' : parameterText(parameter.default));
        const help = document.createElement('small');
        help.textContent = own[parameter.name]?.help ?? plainWords(parameter.description);
        input.title = help.textContent;
        label.append(`${parameter.name} `, input, help);
        return label;
      }),
    );
    info.colours.forEach((colour, side) => {
      const set = field<HTMLFieldSetElement>(this.form, `#player-${side}`);
      field(set, 'legend').textContent = colour;
      field<HTMLInputElement>(set, '.time-ms').placeholder = String(info.limits.timeMs.default);
      // The game's levels, weakest first; "full" (no level) is the engine as strong as its limits allow.
      const levels = info.levels === undefined ? [] : Array.from({ length: info.levels.max - info.levels.min + 1 }, (_, i) => String(info.levels!.min + i));
      field<HTMLSelectElement>(set, '.level').replaceChildren(new Option('full', ''), ...levels.map((level) => new Option(`level ${level}`, level)));
    });
  }
}
