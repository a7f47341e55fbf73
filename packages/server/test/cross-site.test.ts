import { api, changesState } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, callWith } from './contract.js';
import { startTestServer, type TestServer } from './harness.js';
import { writer } from './social.js';

const WRAPPER = 'https://games.wrapper.example';
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ config: { allowedOrigins: [WRAPPER] } });
});
afterAll(() => s.close());

const ownOrigin = () => s.url;
const changing = ENDPOINTS.filter(changesState);

/**
 * In production the session cookie is `SameSite=None; Secure` (the platforms embed the game in
 * frames), so a browser sends it with requests other pages make. Calls that change state must
 * come from the game's own page or a listed wrapper, in a body format their endpoint declares.
 */
describe('requests from other sites', () => {
  it('are refused on every call that changes state, and change nothing', async () => {
    expect(changing.length).toBeGreaterThan(40);
    const p = await s.player();
    for (const e of changing) {
      for (const headers of [
        { origin: 'https://evil.example' } as Record<string, string>,
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ]) {
        const r = await callWith(s, e, { token: p.token, headers });
        const what = `${e.method} ${e.url} ${JSON.stringify(headers)}`;
        expect(r.status, `${what} → ${JSON.stringify(r.body)}`).toBe(403);
        expect(r.body.code, what).toBe('CROSS_SITE_REFUSED');
      }
    }
    // The logout among them did not end the session.
    const still = await s.call(api.player.current, { token: p.token });
    expect(still.status).toBe(200);
  });

  it('are served from the game itself, a listed wrapper, or a program', async () => {
    const p = await s.player();
    for (const headers of [
      { origin: ownOrigin(), 'sec-fetch-site': 'same-origin' } as Record<string, string>,
      { origin: WRAPPER, 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ]) {
      const r = await s.call(api.road.markerAdd, {
        token: p.token,
        body: { marker: 'seen_tutorial' },
        headers,
      });
      expect(r.status, JSON.stringify(headers)).toBe(200);
    }
    // Reading is never refused: another site cannot read the answer anyway.
    const read = await s.call(api.player.current, {
      token: p.token,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('take places by GET only with a session the page named itself', async () => {
    const p = await s.player();
    const cookie = { cookie: `JSESSIONID=${p.token}` };
    for (const e of [api.road.resourceTake, api.road.skillTake]) {
      const path = `${e.url.replace(':id', '1')}?creatureId=1`;
      // A link or an image on another page: the cookie alone, navigated to from elsewhere.
      for (const headers of [cookie, { ...cookie, 'sec-fetch-site': 'cross-site' }]) {
        const r = await s.fetch(path, { headers });
        expect(r.status, `${e.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(((await r.json()) as { code: string }).code).toBe('CROSS_SITE_REFUSED');
      }
      // The game's client names the session in the Authorization header: it goes through.
      const own = await s.fetch(path, { headers: { authorization: p.token } });
      expect(own.status, e.url).not.toBe(403);
    }
  });

  it('take the welcome gift and choose the portal discount by GET only from the page itself', async () => {
    const p = await s.player();
    const cookie = { cookie: `JSESSIONID=${p.token}` };
    for (const e of [api.campaigns.welcomeGift, api.worlds.portalDiscountChosen]) {
      for (const headers of [cookie, { ...cookie, 'sec-fetch-site': 'cross-site' }]) {
        const r = await s.fetch(e.url, { headers });
        expect(r.status, `${e.url} ${JSON.stringify(headers)}`).toBe(403);
      }
      const own = await s.fetch(e.url, { headers: { authorization: p.token } });
      expect(own.status, e.url).not.toBe(403);
    }
  });

  it('may send only the body formats an endpoint declares', async () => {
    const login = await s.call(api.security.login, {
      rawBody: JSON.stringify({ name: 'someone', password: 'whatever-pass' }),
      headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
    });
    expect(login.status).toBe(415);
    expect(login.body).toEqual({
      code: 'CONTENT_TYPE_UNSUPPORTED',
      message: 'This request format is not supported',
    });
    const form = await s.call(api.security.logout, {
      rawBody: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    // Chat declares plain text as well as JSON.
    const w = await writer(s);
    const chat = await s.call(api.chat.send, {
      token: w.token,
      params: { room: 'MAIN' },
      rawBody: 'hello from the road',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    expect(chat.status).toBe(200);
  });
});
