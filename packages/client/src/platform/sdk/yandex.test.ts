import { describe, expect, it, vi } from 'vitest';
import { env, server } from '../../testing/sdkStandIns';
import { PLATFORM_TRAITS } from '../traits';
import { createSdkAdapter } from './yandex';

function yandex() {
  const consumed: string[] = [];
  const payments = {
    purchase: vi.fn(async () => ({ signature: 'sig.purchase', purchaseToken: 'tok-1' })),
    getPurchases: vi.fn(async () => ({ signature: 'sig.unconsumed' })),
    consumePurchase: vi.fn(async (token: string) => void consumed.push(token)),
  };
  const ysdk = {
    environment: { i18n: { lang: 'en' } },
    getPlayer: async () => ({ signature: 'sig.player', getMode: () => '' }),
    getPayments: async () => payments,
  };
  return { page: { YaGames: { init: async () => ysdk } }, payments, consumed };
}

describe('Yandex promo codes', () => {
  it('saves the code with the signed unconsumed purchases and consumes the tokens it returns', async () => {
    const y = yandex();
    const ya = await createSdkAdapter(PLATFORM_TRAITS.ya, env(y.page).env);
    const s = server();
    const player = await ya.redeemPromo('SPRING', s);
    expect(s.yaPromo).toHaveBeenCalledWith('SPRING', 'sig.unconsumed');
    expect(y.consumed).toEqual(['tok-promo']);
    expect(player?.mithril).toBe(50);
  });

  it('consumes nothing when the server refuses the code, and logs without the SDK', async () => {
    const y = yandex();
    const ya = await createSdkAdapter(PLATFORM_TRAITS.ya, env(y.page).env);
    const refused = server({
      yaPromo: vi.fn(async () => {
        throw new Error('PROMO_UNKNOWN');
      }),
    });
    await expect(ya.redeemPromo('NOPE', refused)).rejects.toThrow('PROMO_UNKNOWN');
    expect(y.consumed).toEqual([]);

    const bare = env({});
    const none = await createSdkAdapter(PLATFORM_TRAITS.ya, bare.env);
    expect(await none.redeemPromo('SPRING', server())).toBeNull();
    expect(bare.lines).toContain('Yandex Payment ERROR');
  });
});
