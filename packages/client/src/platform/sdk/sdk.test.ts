import { describe, expect, it, vi } from 'vitest';
import { env, pack, server } from '../../testing/sdkStandIns';
import { PLATFORM_TRAITS } from '../traits';

describe('OK without FAPI', () => {
  it("logs SPEC §8's messages and skips payments and invites", async () => {
    const { createSdkAdapter } = await import('./ok');
    const t = env({}, '?logged_user_id=5&auth_sig=abc&session_key=s');
    const ok = await createSdkAdapter(PLATFORM_TRAITS.ok, t.env);
    expect(await ok.purchase(pack, server())).toBe('unavailable');
    expect(await ok.invite('hi', 'CODE', 'link')).toBe(false);
    expect(t.lines).toEqual([
      'Failed to init FAPI',
      'OK Payment failed: FAPI is not defined.',
      'OK invite failed: FAPI is not defined.',
    ]);
    expect(ok.identification()).toEqual({ logged_user_id: '5' });
    expect(await ok.credentials()).toEqual({
      payload: 'logged_user_id=5&auth_sig=abc&session_key=s',
    });
  });

  it('opens the payment and invite dialogs through FAPI', async () => {
    const { createSdkAdapter } = await import('./ok');
    const FAPI = {
      init: (_s: string, _c: string, done: () => void) => done(),
      UI: { showPayment: vi.fn(), showInvite: vi.fn() },
    };
    const t = env({ FAPI }, '?api_server=https://api.ok.ru/&apiconnection=c1');
    const ok = await createSdkAdapter(PLATFORM_TRAITS.ok, t.env);
    expect(await ok.purchase(pack, server())).toBe('pending');
    expect(FAPI.UI.showPayment).toHaveBeenCalledWith(
      'Handful',
      'Handful',
      'gems_100',
      99,
      null,
      null,
      'ok',
      'true',
    );
    await ok.invite('hi', 'R 1', 'x');
    expect(FAPI.UI.showInvite).toHaveBeenCalledWith('hi', 'ref=R%201');
    expect(t.lines).toEqual([]);
  });
});

describe('Yandex Games', () => {
  it("logs 'Yandex Payment ERROR' without the SDK", async () => {
    const { createSdkAdapter } = await import('./yandex');
    const t = env({});
    const ya = await createSdkAdapter(PLATFORM_TRAITS.ya, t.env);
    expect(await ya.purchase(pack, server())).toBe('unavailable');
    expect(t.lines).toContain('Yandex Payment ERROR');
    expect(await ya.credentials()).toBeNull();
  });

  it('grants through the server, then consumes; restores unconsumed purchases at start', async () => {
    const { createSdkAdapter } = await import('./yandex');
    const consumed: string[] = [];
    const payments = {
      purchase: vi.fn(async () => ({ signature: 'sig.purchase', purchaseToken: 'tok-1' })),
      getPurchases: vi.fn(async () => ({ signature: 'sig.list' })),
      consumePurchase: vi.fn(async (token: string) => void consumed.push(token)),
    };
    const ysdk = {
      environment: { i18n: { lang: 'ru' } },
      getPlayer: async () => ({ signature: 'sig.player', getMode: () => '' }),
      getPayments: async () => payments,
    };
    const t = env({ YaGames: { init: async () => ysdk } });
    const ya = await createSdkAdapter(PLATFORM_TRAITS.ya, t.env);
    expect(await ya.credentials()).toEqual({ payload: 'sig.player' });
    expect(ya.languageHint()).toBe('RU');
    const s = server();
    expect(await ya.purchase({ ...pack, currency: 'YAN' }, s)).toBe('paid');
    expect(s.yaPurchases).toHaveBeenCalledWith('sig.purchase');
    await ya.restorePurchases(s);
    expect(s.yaPurchases).toHaveBeenLastCalledWith('sig.list');
    expect(consumed).toEqual(['tok-1', 'tok-1']);
  });
});

describe('GamePush', () => {
  it("logs 'GamePush payment error' when payments are missing, and buys by tag otherwise", async () => {
    const { createSdkAdapter } = await import('./gamepush');
    const missing = env({});
    const none = await createSdkAdapter(PLATFORM_TRAITS.gp, missing.env);
    expect(await none.purchase(pack, server())).toBe('unavailable');
    expect(missing.lines).toContain('GamePush payment error');
    const purchase = vi.fn(async () => ({}));
    const gp = {
      player: { id: 31, signature: 'b64.sig' },
      platform: { type: 'YANDEX' },
      payments: { isAvailable: true, purchase },
    };
    const t = env({ gp });
    const adapter = await createSdkAdapter(PLATFORM_TRAITS.gp, t.env);
    expect(await adapter.purchase(pack, server())).toBe('pending');
    expect(purchase).toHaveBeenCalledWith({ tag: 'gems_100' });
    expect(adapter.identification()).toEqual({ gp_player_id: '31', gp_platform: 'YANDEX' });
    expect(await adapter.credentials()).toEqual({ payload: 'b64.sig' });
  });
});

describe('mail portal', () => {
  it("logs 'Cannot find iframeApi function' without its API", async () => {
    const { createSdkAdapter } = await import('./mail');
    const t = env({});
    const mail = await createSdkAdapter(PLATFORM_TRAITS.mail, t.env);
    expect(await mail.purchase(pack, server())).toBe('unavailable');
    expect(t.lines).toEqual(['Cannot find iframeApi function', 'Cannot find iframeApi function']);
  });

  it('treats registration error 1001 as registered, fetches user info and reports success', async () => {
    const { createSdkAdapter } = await import('./mail');
    const calls: string[] = [];
    const paymentFrame = vi.fn();
    const iframeApi = async (o: Record<string, (r: object) => void>) => ({
      registerUser: () => {
        calls.push('register');
        o.registerUserCallback!({ status: 'error', errcode: 1001 });
      },
      userInfo: () => {
        calls.push('userInfo');
        o.userInfoCallback!({ status: 'ok' });
      },
      paymentFrame,
    });
    const t = env({ iframeApi }, '?app_id=1&uid=42&sign=s&currency=UAH');
    const mail = await createSdkAdapter(PLATFORM_TRAITS.mail, t.env);
    expect(calls).toEqual(['register', 'userInfo']);
    expect(t.notes).toEqual(['success']);
    await mail.purchase(pack, server());
    // SPEC §5: a currency other than USD or EUR becomes RUB.
    expect(paymentFrame).toHaveBeenCalledWith({ merchant_param: 'gems_100', currency: 'RUB' });
  });

  it("reports 'Ошибка инициализации' when registration fails", async () => {
    const { createSdkAdapter } = await import('./mail');
    const iframeApi = async (o: Record<string, (r: object) => void>) => ({
      registerUser: () => o.registerUserCallback!({ status: 'error', errcode: 500 }),
      userInfo: () => undefined,
      paymentFrame: () => undefined,
    });
    const t = env({ iframeApi });
    await createSdkAdapter(PLATFORM_TRAITS.mail, t.env);
    expect(t.notes).toEqual(['error']);
  });
});

describe('Telegram, Kongregate and RuStore', () => {
  it('Telegram buys a server invoice and reads the referral from the start parameter', async () => {
    const { createSdkAdapter } = await import('./telegram');
    const openInvoice = vi.fn((_l: string, done: (s: string) => void) => done('paid'));
    const WebApp = {
      initData: 'query_id=1&hash=h',
      initDataUnsafe: { user: { id: 9, language_code: 'en' }, start_param: 'ref_ABC' },
      ready: vi.fn(),
      openInvoice,
      openTelegramLink: vi.fn(),
    };
    const t = env({ Telegram: { WebApp } });
    const tg = await createSdkAdapter(PLATFORM_TRAITS.tg, t.env);
    expect(await tg.credentials()).toEqual({ payload: 'query_id=1&hash=h' });
    expect(tg.launchRef()).toBe('ABC');
    expect(tg.identification()).toEqual({ tg_user_id: '9' });
    expect(await tg.purchase({ ...pack, currency: 'XTR' }, server())).toBe('pending');
    expect(openInvoice.mock.calls[0]![0]).toBe('https://t.me/$inv');
  });

  it('Kongregate buys by dynamic purchasing, the pack id as the order info', async () => {
    const { createSdkAdapter } = await import('./kongregate');
    const purchaseItems = vi.fn();
    const purchaseItemsRemote = vi.fn((_o: string, done: (r: { success: boolean }) => void) =>
      done({ success: true }),
    );
    const kong = {
      services: { getUserId: () => 77, getGameAuthToken: () => 'gat', isGuest: () => false },
      mtx: { purchaseItems, purchaseItemsRemote },
    };
    const t = env({ kongregateAPI: { loadAPI: (done: () => void) => done(), getAPI: () => kong } });
    const adapter = await createSdkAdapter(PLATFORM_TRAITS.kong, t.env);
    const s = server();
    // The server grants in the order's callback; the wallet's push shows it.
    expect(await adapter.purchase(pack, s)).toBe('pending');
    expect(purchaseItemsRemote.mock.calls[0]![0]).toBe(pack.packId);
    expect(purchaseItems).not.toHaveBeenCalled();
    expect(s.kongClaim).not.toHaveBeenCalled();
    purchaseItemsRemote.mockImplementationOnce((_o, done) => done({ success: false }));
    expect(await adapter.purchase(pack, s)).toBe('cancelled');
  });

  it('Kongregate without dynamic purchasing claims its items after a Kreds purchase', async () => {
    const { createSdkAdapter } = await import('./kongregate');
    const kong = {
      services: { getUserId: () => 77, getGameAuthToken: () => 'gat', isGuest: () => false },
      mtx: {
        purchaseItems: (_i: string[], done: (r: { success: boolean }) => void) =>
          done({ success: true }),
      },
    };
    const t = env({ kongregateAPI: { loadAPI: (done: () => void) => done(), getAPI: () => kong } });
    const adapter = await createSdkAdapter(PLATFORM_TRAITS.kong, t.env);
    expect(await adapter.credentials()).toEqual({ payload: 'gat', userId: '77' });
    const s = server();
    expect(await adapter.purchase(pack, s)).toBe('paid');
    expect(s.kongClaim).toHaveBeenCalledWith('gat');
  });

  it('RuStore reports its app version and checks the invoice with the server', async () => {
    const { createSdkAdapter } = await import('./rustore');
    const bridge = {
      appVersion: () => 33,
      initPayments: vi.fn(async () => undefined),
      purchase: vi.fn(async () => ({ invoiceId: 'inv-9', purchaseId: 'p-uuid', status: 'PAID' })),
      openRate: vi.fn(),
      openStore: vi.fn(),
    };
    const t = env({ RuStoreBridge: bridge });
    const rs = await createSdkAdapter(PLATFORM_TRAITS.mystore, t.env);
    expect(rs.appVersion()).toBe(33);
    const s = server();
    expect(await rs.purchase(pack, s)).toBe('paid');
    expect(bridge.initPayments).toHaveBeenCalledWith('7');
    expect(bridge.purchase).toHaveBeenCalledWith('gems_100', '7');
    expect(s.rustorePurchase).toHaveBeenCalledWith('inv-9', 'p-uuid');
    expect(await rs.rate()).toBe(true);
  });
});

describe('VK', () => {
  it('uses a stand-in bridge: launch parameters as credentials, the order box for packs', async () => {
    const { createSdkAdapter } = await import('./vk');
    const sent: string[] = [];
    const vkBridge = {
      send: async (method: string) => {
        sent.push(method);
        return method === 'VKWebAppShowOrderBox'
          ? { status: 'success', order_id: '1' }
          : { result: true };
      },
    };
    const t = env(
      { vkBridge, location: { hash: '#ref=FRIEND7' } },
      '?vk_user_id=494075&vk_language=en&sign=abc',
    );
    const vk = await createSdkAdapter(PLATFORM_TRAITS.vk, t.env);
    expect(await vk.credentials()).toEqual({
      payload: 'vk_user_id=494075&vk_language=en&sign=abc',
    });
    expect(vk.identification()).toEqual({ viewer_id: '494075' });
    expect(vk.languageHint()).toBe('EN');
    expect(vk.launchRef()).toBe('FRIEND7');
    expect(await vk.purchase({ ...pack, currency: 'VOTE' }, server())).toBe('paid');
    expect(sent).toEqual(['VKWebAppInit', 'VKWebAppShowOrderBox']);
  });
});
