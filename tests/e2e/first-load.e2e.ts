import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './harness';
import { texts } from './texts';

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: number;
}

/** A GET as sent, without a client that would decompress the answer behind our back. */
function get(url: string, encoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: encoding ? { 'accept-encoding': encoding } : {} },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The first load on a slow link: the built page paints its loading screen before any script,
 * hashed assets go out precompressed (Brotli, else gzip) and are cached for a year, immutable;
 * the page itself is always revalidated.
 */
describe('the built client as served', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('paints the loading screen from the page itself, before its scripts', async () => {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toMatch(/<body>\s*<div id="splash">/);
    // Every external script is a module: deferred, it never holds up the first paint.
    const external = html.match(/<script[^>]*\bsrc=[^>]*>/g) ?? [];
    expect(external.length).toBeGreaterThan(0);
    for (const tag of external) expect(tag).toContain('type="module"');
    expect(html).toContain(texts('ru').t.app.title);
    expect(html).toContain(texts('en').t.app.title);
    expect(html).toContain('loading 10%');
    expect(html).toContain('загрузка 10%');
  });

  it('sends hashed scripts precompressed and cached for a year, immutable', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const url = `${server.url}${entry}`;
    const plain = await get(url);
    const br = await get(url, 'gzip, deflate, br');
    const gz = await get(url, 'gzip');
    for (const r of [plain, br, gz]) {
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.bytes).toBeLessThan(plain.bytes * 0.4);
    expect(gz.bytes).toBeLessThan(plain.bytes * 0.45);
    expect(br.bytes).toBeLessThan(gz.bytes);
  });
});
