import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/report/html.js';
import { runTournamentCommand } from '../../src/referee/tournament-command.js';
import { sink } from '../support/sink.js';
import { expectConsistentEnd, tempDir } from './helpers.js';
import { compiledGames } from '../support/compiled-games.js';

const AGENTS = ['engine:depth=1', 'engine:depth=2;evaluation=comp3608', 'engine:nodes=500'];

async function tournament(out: string, rounds = 1) {
  const output = sink();
  const progress = sink();
  const argv = ['--game', 'connect4', '--agents', AGENTS.join(','), '--rounds', String(rounds), '--out', out];
  const result = await runTournamentCommand(argv, { games: compiledGames, input: Readable.from([]), output: output.stream, progress: progress.stream });
  return { ...result, output: output.text(), progress: progress.text() };
}

describe('a round-robin tournament', () => {
  it('plays each pair twice per round with colours swapped, and keeps a consistent scoreboard', async () => {
    const out = tempDir();
    const { records, played, standings, output, progress } = await tournament(out, 2);
    const agents = AGENTS.map((a) => a.replaceAll(';', ','));
    expect(played).toBe(12);
    expect(records).toHaveLength(12);
    for (const record of records) expectConsistentEnd(record);
    for (const a of agents) {
      for (const b of agents.filter((x) => x !== a)) {
        expect(records.filter((r) => r.players[0] === a && r.players[1] === b)).toHaveLength(2);
      }
    }
    expect(standings.map((s) => s.agent).sort()).toEqual([...agents].sort());
    for (const s of standings) {
      expect(s.games).toBe(8);
      expect(s.wins + s.draws + s.losses + s.forfeits).toBe(8);
      expect(s.points).toBe(s.wins + s.draws / 2);
    }
    const decisive = records.filter((r) => r.winner !== null).length;
    expect(standings.reduce((n, s) => n + s.wins, 0)).toBe(decisive);
    expect(standings.reduce((n, s) => n + s.points, 0)).toBe(12);
    expect(JSON.parse(readFileSync(join(out, 'scoreboard.json'), 'utf8'))).toEqual(standings);
    const markdown = readFileSync(join(out, 'scoreboard.md'), 'utf8');
    expect(output).toContain(markdown);
    expect(markdown.split('\n').filter((line) => line.startsWith('| 1 |'))).toHaveLength(1);
    expect(progress).toContain('12/12');
    expect(progress).not.toContain('\r');
    const page = readFileSync(join(out, 'scoreboard.html'), 'utf8');
    for (const s of standings) {
      expect(page).toContain(`<td>${escapeHtml(s.agent)}</td><td>${s.games}</td><td>${s.wins}</td><td>${s.draws}</td>`);
      expect(page).toContain(`<title>${escapeHtml(`${s.agent}, wins: ${s.wins}`)}</title>`);
    }
  }, 120_000);

  it('resumes from its records without replaying finished games', async () => {
    const out = tempDir();
    const first = await tournament(out);
    expect(first.played).toBe(6);
    // As if the run had been interrupted after four games.
    for (const name of ['game-005', 'game-006']) {
      rmSync(join(out, `${name}.json`));
      rmSync(join(out, `${name}.txt`));
    }
    const before = readFileSync(join(out, 'game-001.json'), 'utf8');
    const resumed = await tournament(out);
    expect(resumed.played).toBe(2);
    expect(resumed.output).toContain('2 games played, 4 read from earlier records');
    expect(readFileSync(join(out, 'game-001.json'), 'utf8')).toBe(before);
    expect(resumed.records).toHaveLength(6);
    expect(resumed.standings).toEqual(first.standings);
    expect(readdirSync(out).filter((f) => f.endsWith('.json'))).toHaveLength(7);
  }, 120_000);
});
