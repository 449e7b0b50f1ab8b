import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Service } from '../../src/service/app.js';
import { PLAY_PAGE_DIR } from '../../src/service/play-page.js';
import { testService } from '../service/helpers.js';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

describe('the built play page', () => {
  let service: Service;

  beforeAll(() => {
    execFileSync('node', ['scripts/build-web.mjs'], { stdio: 'inherit' });
    service = testService();
  });
  afterAll(async () => {
    await service.close();
  });

  test('its JavaScript totals under 200 KB before compression', () => {
    const scripts = files(PLAY_PAGE_DIR).filter((path) => path.endsWith('.js'));
    const bytes = scripts.reduce((total, path) => total + statSync(path).size, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(200 * 1024);
  });

  test('is served at / under a policy that runs only its own scripts, none inline', async () => {
    const res = await request(service.app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).toContain('<script type="module" src="main.js"></script>');
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.text).not.toMatch(/\son[a-z]+=/);
    const main = await request(service.app).get('/main.js');
    expect(main.status).toBe(200);
    expect(main.headers['content-type']).toMatch(/^text\/javascript/);
    expect(main.text).toBe(readFileSync(join(PLAY_PAGE_DIR, 'main.js'), 'utf8'));
  });

  test('keeps the build stamp and unknown paths out of reach: a 404 problem, as for any route', async () => {
    for (const path of ['/.build-stamp', '/nothing-here.js']) {
      const res = await request(service.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
