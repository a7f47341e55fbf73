import { describe, expect, it, vi } from 'vitest';
import { env, pack, server } from '../../testing/sdkStandIns';
import { PLATFORM_TRAITS } from '../traits';
import { createSdkAdapter, CRAZY_PAYMENT_ERROR } from './crazygames';

function crazy(over: { user?: { userId?: string } | null; prompt?: { userId?: string } | null }) {
  const SDK = {
    init: vi.fn(async () => undefined),
    user: {
      getUserToken: vi.fn(async () => 'jwt.token.sig'),
      getUser: vi.fn(async () => (over.user === undefined ? { userId: 'cg-1' } : over.user)),
      showAuthPrompt: vi.fn(async () => over.prompt ?? null),
    },
    store: {
      buyItem: vi.fn(async (itemId: string) => {
        if (itemId === 'cancel') throw new Error('userCancelled');
        return { itemId };
      }),
    },
  };
  return { CrazyGames: { SDK } };
}

describe('CrazyGames purchases', () => {
  it('buys the pack by its Xsolla item id and waits for the server grant', async () => {
    const page = crazy({});
    const t = env(page);
    const cg = await createSdkAdapter(PLATFORM_TRAITS.crazygames, t.env);
    expect(cg.sellsPacks()).toBe(true);
    const calls = server();
    expect(await cg.purchase(pack, calls)).toBe('pending');
    expect(page.CrazyGames.SDK.store.buyItem).toHaveBeenCalledWith('gems_100');
    // Xsolla's webhook grants: the client asks the server for nothing.
    expect(Object.values(calls).every((f) => vi.mocked(f).mock.calls.length === 0)).toBe(true);
    expect(cg.identification()).toEqual({ crazyId: 'cg-1' });
    expect(t.lines).toEqual([]);
  });

  it('asks a guest to sign in first, and does not sell to one who stays a guest', async () => {
    const guest = crazy({ user: null, prompt: null });
    const t = env(guest);
    const cg = await createSdkAdapter(PLATFORM_TRAITS.crazygames, t.env);
    expect(await cg.purchase(pack, server())).toBe('cancelled');
    expect(guest.CrazyGames.SDK.user.showAuthPrompt).toHaveBeenCalledOnce();
    expect(guest.CrazyGames.SDK.store.buyItem).not.toHaveBeenCalled();

    const signsIn = crazy({ user: null, prompt: { userId: 'cg-9' } });
    const cg2 = await createSdkAdapter(PLATFORM_TRAITS.crazygames, env(signsIn).env);
    expect(await cg2.purchase(pack, server())).toBe('pending');
    expect(cg2.identification()).toEqual({ crazyId: 'cg-9' });
  });

  it('logs a cancelled payment and reports it; without the SDK there is nothing to sell', async () => {
    const t = env(crazy({}));
    const cg = await createSdkAdapter(PLATFORM_TRAITS.crazygames, t.env);
    expect(await cg.purchase({ ...pack, packId: 'cancel' }, server())).toBe('cancelled');
    expect(t.lines).toEqual([CRAZY_PAYMENT_ERROR]);

    const bare = env({});
    const none = await createSdkAdapter(PLATFORM_TRAITS.crazygames, bare.env);
    expect(none.sellsPacks()).toBe(false);
    expect(await none.purchase(pack, server())).toBe('unavailable');
    expect(bare.lines).toEqual([
      'Could not init external api',
      'Payments are not available on this platform',
    ]);
  });
});
