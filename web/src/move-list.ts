/**
 * The moves in the game's notation: a numbered list (click a move to see the board after it) and a
 * text field to copy them out or paste a list in, one move after another separated by commas.
 */
export function drawMoveList(list: HTMLOListElement, moves: readonly string[], cursor: number, goTo: (ply: number) => void): void {
  list.replaceChildren(
    ...moves.map((notation, i) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = notation;
      button.addEventListener('click', () => goTo(i + 1));
      if (i + 1 === cursor) item.classList.add('current');
      item.append(button);
      return item;
    }),
  );
}

export const movesText = (moves: readonly string[]): string => moves.join(', ');

/** A pasted list: moves separated by commas or lines (the games' notations may contain spaces). */
export const splitMoves = (text: string): string[] =>
  text
    .split(/[\n,]+/)
    .map((move) => move.trim())
    .filter((move) => move !== '');
