import { execFileSync } from 'node:child_process';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../src/service/app.js';
import { problem, testService } from './helpers.js';

let service: Service;
beforeAll(() => {
  execFileSync('node', ['scripts/build-web.mjs'], { stdio: 'inherit' });
  service = testService();
});
afterAll(() => service.close());

describe('static files served from memory', () => {
  it('carry an entity tag and are revalidated: a matching If-None-Match gets 304 without the bytes', async () => {
    for (const path of ['/docs/swagger-ui-bundle.js', '/main.js', '/openapi.yaml', '/docs/swagger-ui-init.js']) {
      const first = await request(service.app).get(path).set('Accept-Encoding', 'identity');
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache, no-transform');
      expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
      const again = await request(service.app).get(path).set('Accept-Encoding', 'identity').set('If-None-Match', first.headers.etag);
      expect(again.status, path).toBe(304);
      expect(again.text ?? '').toBe('');
    }
  });

  it('are gzipped once, in the background, for clients that accept it: the same bytes, under another tag', async () => {
    const plain = await request(service.app).get('/docs/swagger-ui-bundle.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(1_000_000);
    let gzipped = await request(service.app).get('/docs/swagger-ui-bundle.js').set('Accept-Encoding', 'gzip');
    while (gzipped.headers['content-encoding'] !== 'gzip') {
      gzipped = await request(service.app).get('/docs/swagger-ui-bundle.js').set('Accept-Encoding', 'gzip');
    }
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 2);
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    // supertest has decompressed it.
    expect(gzipped.text).toBe(plain.text);
  });

  it('answers HEAD with the length and no body', async () => {
    const head = await request(service.app).head('/main.js');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.text ?? '').toBe('');
  });

  it('serve of swagger-ui-dist just what the documentation page loads', async () => {
    expect((await request(service.app).get('/docs/swagger-ui.css')).status).toBe(200);
    problem(await request(service.app).get('/docs/swagger-ui-bundle.js.map'), 404, 'not-found');
    problem(await request(service.app).get('/docs/index.html'), 404, 'not-found');
    problem(await request(service.app).get('/.build-stamp'), 404, 'not-found');
  });
});
