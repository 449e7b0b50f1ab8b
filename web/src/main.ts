import { listGames } from './api.js';
import { BOARDS } from './boards/index.js';
import { GameController } from './controller.js';
import type { Player } from './players.js';
import { parseRecord, recordResult } from './record.js';
import { SetupForm } from './setup-form.js';

const $ = <E extends HTMLElement>(id: string): E => document.getElementById(id) as E;

const controller = new GameController({
  turn: $('turn'),
  board: $('board'),
  thinking: $('thinking'),
  message: $('message'),
  playPicked: $('play-picked'),
  cancelPicked: $('cancel-picked'),
  ply: $('ply'),
  pause: $('pause'),
  hint: $('hint'),
  hints: $('hints'),
  moveList: $('move-list'),
  movesText: $('moves-text'),
});

const games = (await listGames().catch((err: Error) => {
  $('message').textContent = `The service's games could not be read: ${err.message} (reload the page to try again)`;
  return [];
})).filter((game) => game.id in BOARDS);
const form = new SetupForm($('setup'), games, BOARDS);

$('setup').addEventListener('submit', (event) => {
  event.preventDefault();
  if (form.game !== undefined) controller.start(form.read());
});

$('record-file').addEventListener('change', async (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file === undefined) return;
  try {
    const record = parseRecord(await file.text());
    const info = games.find((game) => game.id === record.game);
    if (info === undefined) throw new Error(`this service does not offer the record's game, ${record.game}`);
    controller.start({
      info,
      board: BOARDS[info.id],
      parameters: record.parameters,
      players: [0, 1].map((side) => ({ kind: 'record', name: record.players[side] })) as [Player, Player],
      moves: record.turns.map((turn) => turn.notation!),
      cursor: 0,
      note: `Record: ${recordResult(record)}`,
    });
  } catch (err) {
    $('message').textContent = `This record cannot be opened: ${(err as Error).message}`;
  }
});

$('board').addEventListener('click', (event) => {
  const target = (event.target as Element).closest<SVGElement>('[data-target]');
  if (target !== null) controller.pick(target.dataset.target!);
});
document.addEventListener('keydown', (event) => {
  const typing = (event.target as Element).closest('input, textarea, select, dialog') !== null;
  // Enter and space already press a focused button; the other keys still reach the board.
  const pressing = (event.target as Element).closest('button') !== null && (event.key === 'Enter' || event.key === ' ');
  if (typing || pressing) return;
  controller.key(event);
});

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

if (games.length > 0) controller.start(form.read());
