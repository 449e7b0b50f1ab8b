import { boardOf, playable } from './boards/index.js';
import { GameController } from './controller.js';
import { splitMoves } from './move-list.js';
import type { GameInfo } from './answers.js';
import type { Player } from './players.js';
import { readLink } from './position-link.js';
import { parseRecord, recordResult } from './record.js';
import { failureText, listGames } from './service.js';
import { SetupForm } from './setup-form.js';

const $ = <E extends HTMLElement>(id: string): E => document.querySelector<E>(`#${id}`)!;

const controller = new GameController({
  turn: $('turn'),
  board: $('board'),
  thinking: $('thinking'),
  message: $('message'),
  note: $('note'),
  positionLink: $('position-link'),
  playPicked: $('play-picked'),
  cancelPicked: $('cancel-picked'),
  ply: $('ply'),
  pause: $('pause'),
  hint: $('hint'),
  hints: $('hints'),
  hintLegend: $('hint-legend'),
  bar: $('eval-bar'),
  standing: $('standing'),
  graph: $('score-graph'),
  boardWords: $('board-words'),
  announce: $('announce'),
  moveList: $('move-list'),
  movesText: $('moves-text'),
});

/**
 * On a phone the set-up folds away under its summary at the top, so that the board comes first.
 * Folded before the game list is awaited: one who opens it meanwhile must not see it close again.
 */
const setupBox = $<HTMLDetailsElement>('setup-box');
const narrow = matchMedia('(max-width: 999px)');
setupBox.open = !narrow.matches;
narrow.addEventListener('change', () => (setupBox.open = !narrow.matches));

const games = (await listGames().catch((err: unknown): GameInfo[] => {
  $('message').textContent = `The service's games could not be read: ${failureText(err)} (reload the page to try again)`;
  return [];
})).filter(playable);
const form = new SetupForm($('setup'), games);

/** Opens the position a link names, with the form's players; true when the link named one this page plays. */
function openLink(hash: string): boolean {
  const link = readLink(hash);
  const info = games.find((game) => game.id === link?.game);
  if (link === undefined || info === undefined) return false;
  form.fill(info, link.parameters);
  const moves = (boardOf(info.id).splitMoves ?? splitMoves)(link.moves);
  controller.start({ ...form.read(), moves, paused: true });
  return true;
}

$('setup').addEventListener('submit', (event) => {
  event.preventDefault();
  if (form.game === undefined) return;
  if (narrow.matches) setupBox.open = false;
  controller.start(form.read());
});

$<HTMLInputElement>('record-file').addEventListener('change', async () => {
  const file = $<HTMLInputElement>('record-file').files?.[0];
  if (file === undefined) return;
  try {
    const record = parseRecord(await file.text());
    const info = games.find((game) => game.id === record.game);
    if (info === undefined) throw new Error(`this service does not offer the record's game, ${record.game}`);
    const player = (side: number): Player => ({ kind: 'record', name: record.players[side] });
    controller.start({
      info,
      board: boardOf(info.id),
      parameters: record.parameters,
      players: [player(0), player(1)],
      moves: record.turns.map((turn) => turn.notation!),
      cursor: 0,
      note: `Record: ${recordResult(record)}`,
    });
  } catch (err) {
    $('message').textContent = `This record cannot be opened: ${failureText(err)}`;
  }
});

$('board').addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target.closest<SVGElement>('[data-target]') : null;
  if (target !== null) controller.pick(target.dataset.target!);
});
document.addEventListener('keydown', (event) => {
  const target = event.target instanceof Element ? event.target : document.body;
  const typing = target.closest('input, textarea, select, dialog') !== null;
  // Enter and space already press a focused button or link; the other keys still reach the board.
  const pressing = target.closest('button, a, summary') !== null && (event.key === 'Enter' || event.key === ' ');
  if (typing || pressing || event.altKey || event.ctrlKey || event.metaKey) return;
  if (controller.key(event, target.closest('#board') !== null)) event.preventDefault();
});
// A link pasted into this tab's address bar (the page itself changes the fragment without this event).
window.addEventListener('hashchange', () => openLink(location.hash));

$('play-picked').addEventListener('click', () => controller.playPicked());
$('cancel-picked').addEventListener('click', () => controller.cancelPicked());
$('undo').addEventListener('click', () => controller.undo());
$('first').addEventListener('click', () => controller.goTo(0));
$('previous').addEventListener('click', () => controller.step(-1));
$('next').addEventListener('click', () => controller.step(1));
$('last').addEventListener('click', () => controller.last());
$('pause').addEventListener('click', () => controller.toggleAutoplay());
$('hint').addEventListener('click', () => void controller.hint());
$('load-moves').addEventListener('click', () => void controller.loadMoves($<HTMLTextAreaElement>('moves-text').value));
$('copy-moves').addEventListener('click', () => {
  const text = $<HTMLTextAreaElement>('moves-text');
  text.select();
  void navigator.clipboard?.writeText(text.value);
});

if (games.length > 0 && !openLink(location.hash)) controller.start(form.read());
