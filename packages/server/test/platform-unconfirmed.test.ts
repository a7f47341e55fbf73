import { api } from '@heroroad/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { T, gpSigned, md5Signed, platformsConfig, signedHeader } from './platforms.js';

/**
 * Every platform's keys set, but no unverified payment format confirmed: the platforms whose
 * payment callbacks no public source shows still sign players in, and sell nothing.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    config: {
      platforms: platformsConfig('http://127.0.0.1:9', { PLATFORM_CONFIRMED_PAYMENTS: '' }),
    },
  });
});
afterAll(() => s.close());

describe('payment formats nobody confirmed stay off', () => {
  it('answers not configured at their callbacks and shows no prices', async () => {
    for (const source of ['gp', 'gp_partner', 'gp_playdeck', 'mail', 'foto', 'beeline'] as const) {
      const settings = await s.call(api.platform.settings, { params: { source } });
      expect(settings.body, source).toMatchObject({
        signIn: 'platform',
        payments: false,
        prices: [],
      });
    }
    for (const source of ['google', 'exe'] as const) {
      const settings = await s.call(api.platform.settings, { params: { source } });
      expect(settings.body, source).toMatchObject({ payments: false });
    }
    // Documented formats are unaffected.
    expect((await s.call(api.platform.settings, { params: { source: 'vk' } })).body).toMatchObject({
      payments: true,
    });
    const gp = await s.fetch('/api/platform/gp/gamepush', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: gpSigned({ event: 'purchase', projectId: T.gpProject, time: 0, result: { id: 'x' } }),
    });
    expect(gp.status).toBe(503);
    expect(await gp.json()).toMatchObject({ code: 'PLATFORM_NOT_CONFIGURED' });
    const mail = await s.fetch(
      `/api/platform/mail/billing?${md5Signed({ uid: '1', tid: 't', sum: '99', merchant_param: 'gems_100' }, T.mailSecret, 'sign')}`,
    );
    expect(mail.status).toBe(503);
    const body = '{"event":"paid"}';
    const wrapper = await s.fetch('/api/platform/beeline/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signedHeader(body) },
      body,
    });
    expect(wrapper.status).toBe(503);
    expect(await wrapper.json()).toMatchObject({ code: 'PLATFORM_NOT_CONFIGURED' });
  });
});
