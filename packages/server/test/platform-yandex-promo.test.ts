import { api } from '@heroroad/protocol';
import { platformPrice } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { createPromo } from '../src/campaigns/service.js';
import { platformStand } from './platform-stand.js';
import { yaSigned } from './platforms.js';

const stand = platformStand();
const { buyer, gems, sec } = stand;

const list = (...tokens: string[]) =>
  yaSigned({
    algorithm: 'HMAC-SHA256',
    issuedAt: sec(),
    data: tokens.map((token) => ({
      token,
      product: {
        id: 'gems_100',
        price: { code: 'YAN', value: String(platformPrice('ya', 'gems_100')!.amount) },
      },
    })),
  });

describe('Yandex promo codes', () => {
  it('grants the purchases a Yandex code brought once and answers their tokens to consume', async () => {
    const b = await buyer('ya');
    const before = await gems(b.playerId);
    const save = (code: string, signature: string) =>
      stand.s.call(api.platform.yaPromo, { token: b.token, body: { code, signature } });
    // A code only Yandex knows: its gift is the unconsumed purchase, no error for our table.
    const r = await save('YA-GIFT', list('promo-t1'));
    expect(r.status).toBe(200);
    expect(r.body.consume).toEqual(['promo-t1']);
    const granted = await gems(b.playerId);
    expect(granted).toBeGreaterThan(before);
    expect(r.body.player.mithril).toBe(granted);
    // Saved again (the client did not get to consume): the same token, nothing granted twice.
    expect((await save('YA-GIFT', list('promo-t1'))).body.consume).toEqual(['promo-t1']);
    expect(await gems(b.playerId)).toBe(granted);
  });

  it('redeems one of our own codes alongside, and refuses an unknown code with nothing to consume', async () => {
    const b = await buyer('ya');
    await createPromo(stand.s.testDb.db, stand.s.clock(), {
      code: 'YASPRING',
      gems: 25,
      tickets: 0,
      expiresAt: null,
      maxUses: null,
    });
    const before = await gems(b.playerId);
    const ours = await stand.s.call(api.platform.yaPromo, {
      token: b.token,
      body: { code: 'yaspring', signature: list() },
    });
    expect(ours.status).toBe(200);
    expect(ours.body.consume).toEqual([]);
    expect(await gems(b.playerId)).toBe(before + 25);
    const unknown = await stand.s.call(api.platform.yaPromo, {
      token: b.token,
      body: { code: 'NOPE', signature: list() },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'PROMO_UNKNOWN' });
    const forged = await stand.s.call(api.platform.yaPromo, {
      token: b.token,
      body: { code: 'YASPRING', signature: `${list().split('.')[0]}x.${list().split('.')[1]}` },
    });
    expect(forged.body).toMatchObject({ code: 'PLATFORM_SIGNATURE_INVALID' });
    expect(await gems(b.playerId)).toBe(before + 25);
  });
});
