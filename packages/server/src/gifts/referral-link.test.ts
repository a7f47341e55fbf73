import { api } from '@heroroad/protocol';
import { referralCode } from '@heroroad/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** PUBLIC_URL unset: the payments config says so, with only the development default. */
const unset = {
  testProvider: true,
  publicUrl: 'http://localhost:8080',
  publicUrlSet: false,
  stripe: null,
  yookassa: null,
};

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function linkSeen(headers: Record<string, string>) {
  const r = await s!.call(api.security.registerTrial, { body: { lang: 'EN' } });
  const token = r.headers.get('jsession')!;
  const status = await s!.call(api.gifts.referral, { token, headers });
  return { link: status.body.link, code: referralCode(r.body.playerId) };
}

describe('the referral link without PUBLIC_URL', () => {
  it("is built from the request's own host, ignoring proxy headers no proxy is trusted for", async () => {
    s = await startTestServer({ config: { payments: unset, trustProxy: false } });
    const host = new URL(s.url).host;
    const { link, code } = await linkSeen({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    });
    expect(link).toBe(`http://${host}/?ref=${code}`);
  });

  it('follows X-Forwarded-Proto and X-Forwarded-Host when a proxy is trusted', async () => {
    s = await startTestServer({ config: { payments: unset, trustProxy: 1 } });
    const { link, code } = await linkSeen({
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'play.heroroad.example',
    });
    expect(link).toBe(`https://play.heroroad.example/?ref=${code}`);
  });
});
