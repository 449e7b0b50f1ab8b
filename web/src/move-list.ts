/**
 * The moves in the game's notation, paired by turn as a score sheet is (click a move to see the
 * board after it), and as one text to copy out or paste in, moves separated by commas.
 */
export function drawMoveList(list: HTMLOListElement, moves: readonly string[], cursor: number, goTo: (ply: number) => void): void {
  const turns: HTMLLIElement[] = [];
  moves.forEach((notation, i) => {
    if (i % 2 === 0) turns.push(document.createElement('li'));
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = notation;
    button.addEventListener('click', () => goTo(i + 1));
    if (i + 1 === cursor) button.classList.add('current');
    turns.at(-1)!.append(button);
  });
  list.replaceChildren(...turns);
}

export const movesText = (moves: readonly string[]): string => moves.join(', ');

/** A pasted list: moves separated by commas or lines (the games' notations may contain spaces). */
export const splitMoves = (text: string): string[] =>
  text
    .split(/[\n,]+/)
    .map((move) => move.trim())
    .filter((move) => move !== '');
