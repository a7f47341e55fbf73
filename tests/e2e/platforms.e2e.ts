import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatPlatformPrice, platformPrice } from '@heroroad/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  T,
  md5Signed,
  okLaunch,
  tgInitData,
  vkLaunch,
  yaSigned,
} from '../../packages/server/test/platforms';
import {
  launchBrowser,
  shot,
  startServer,
  waitForScene,
  type Browser,
  type RunningServer,
} from './harness';
import { texts } from './texts';

/**
 * The game opened under partner platforms' host names (resolved to the local server), with a
 * stand-in SDK object injected into the page in place of the platform's script: it signs in
 * through the platform, buys a pack the platform's way (the test plays the platform's server:
 * VK's signed callback, Telegram's successful_payment, Yandex's signed purchase) and sees the
 * emeralds arrive. Opened with the SDK missing, the page logs the spec's console error and the
 * game carries on.
 */
const en = texts('en');
const ru = texts('ru');
const { t, fill } = en;
type Texts = typeof en.t;
const HOST = 'heroroad.test';
let server: RunningServer;
let browser: Browser;
let tgApi: Server;
let tgApiUrl = '';

beforeAll(async () => {
  // Telegram's Bot API: the invoice link carries its payload so the test can pay it.
  tgApi = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const b = JSON.parse(body || '{}') as { payload?: string };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ok: true,
          result: req.url?.endsWith('/createInvoiceLink') ? `https://t.me/$${b.payload}` : true,
        }),
      );
    });
  });
  await new Promise<void>((ok) => tgApi.listen(0, '127.0.0.1', ok));
  tgApiUrl = `http://127.0.0.1:${(tgApi.address() as AddressInfo).port}`;
  server = await startServer({
    env: {
      VK_APP_ID: T.vkApp,
      VK_APP_SECRET: T.vkSecret,
      OK_APP_KEY: T.okKey,
      OK_APP_SECRET: T.okSecret,
      YANDEX_GAME_SECRET: T.yaSecret,
      TELEGRAM_BOT_TOKEN: T.tgToken,
      TELEGRAM_WEBHOOK_SECRET: T.tgHook,
      TELEGRAM_API_URL: tgApiUrl,
    },
  });
  browser = await launchBrowser({
    clock: server.clock,
    width: 600,
    height: 900,
    locale: 'en-US',
    args: [`--host-resolver-rules=MAP *.${HOST} 127.0.0.1`],
  });
  // No platform script is fetched from the network: stand-ins take their place, or nothing.
  await browser.context.route(/^https:\/\/(api\.ok\.ru|yandex\.ru|telegram\.org)\//, (r) =>
    r.abort(),
  );
  await browser.page.exposeFunction('e2ePlatform', platformServer);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((ok) => tgApi?.close(() => ok()));
});

const port = () => new URL(server.url).port;
const sec = () => Math.floor(server.clock.now() / 1000);
let seq = 100;
const vkUser = 7_000_000 + Math.floor(Math.random() * 1000);

/** What the platforms' servers do when the stand-in SDK says the player paid. */
async function platformServer(kind: string, arg: string): Promise<string> {
  if (kind === 'vk') {
    const price = platformPrice('vk', arg)!;
    const body = md5Signed(
      {
        app_id: T.vkApp,
        notification_type: 'order_status_change',
        order_id: String(++seq),
        receiver_id: String(vkUser),
        user_id: String(vkUser),
        item: arg,
        item_price: String(price.amount),
        status: 'chargeable',
        date: String(sec()),
      },
      T.vkSecret,
      'sig',
    );
    const res = await fetch(`${server.url}/api/platform/vk/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    return res.text();
  }
  if (kind === 'tg') {
    const payload = arg.slice('https://t.me/$'.length);
    const price = platformPrice('tg', 'gems_100')!;
    const res = await fetch(`${server.url}/api/platform/tg/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': T.tgHook },
      body: JSON.stringify({
        update_id: 1,
        message: {
          successful_payment: {
            currency: 'XTR',
            total_amount: price.amount,
            invoice_payload: payload,
            telegram_payment_charge_id: `ch-${payload}`,
          },
        },
      }),
    });
    return res.text();
  }
  if (kind === 'ya-purchase') {
    const price = platformPrice('ya', arg)!;
    return yaSigned({
      algorithm: 'HMAC-SHA256',
      issuedAt: sec(),
      data: {
        token: `ya-token-${++seq}`,
        status: 'paid',
        product: { id: arg, price: { code: 'YAN', value: String(price.amount) } },
      },
    });
  }
  if (kind === 'ya-list') return yaSigned({ algorithm: 'HMAC-SHA256', issuedAt: sec(), data: [] });
  throw new Error(`unknown ${kind}`);
}

/** The stand-in SDK objects, as the platforms' scripts would define them. */
function standIns(o: { tgInitData: string; yaPlayer: string }) {
  type Call = (kind: string, arg: string) => Promise<string>;
  const w = window as unknown as Record<string, unknown> & { e2ePlatform: Call };
  const host = location.hostname.split('.')[0];
  if (host === 'vk') {
    w.vkBridge = {
      send: async (method: string, params?: { item: string }) => {
        if (method === 'VKWebAppShowOrderBox') {
          await w.e2ePlatform('vk', params!.item);
          return { status: 'success', order_id: '1' };
        }
        return { result: true };
      },
    };
  }
  if (host === 'tg') {
    w.Telegram = {
      WebApp: {
        initData: o.tgInitData,
        initDataUnsafe: { user: { id: 1 } },
        ready: () => undefined,
        openTelegramLink: () => undefined,
        openInvoice: (link: string, done: (s: string) => void) =>
          void w.e2ePlatform('tg', link).then(() => done('paid')),
      },
    };
  }
  if (host === 'yandex') {
    const payments = {
      purchase: async ({ id }: { id: string }) => ({
        signature: await w.e2ePlatform('ya-purchase', id),
        purchaseToken: 'x',
      }),
      getPurchases: async () => ({ signature: await w.e2ePlatform('ya-list', '') }),
      consumePurchase: async () => undefined,
    };
    w.YaGames = {
      init: async () => ({
        environment: { i18n: { lang: 'en' } },
        getPlayer: async () => ({ signature: o.yaPlayer, getMode: () => '' }),
        getPayments: async () => payments,
      }),
    };
  }
}

async function emeralds(page: Page, t: Texts): Promise<number> {
  await page.getByRole('button', { name: t.menu.backpack }).click();
  const wallet = page
    .locator('.wallet li')
    .filter({ hasText: t === ru.t ? 'Изумруды' : 'Emeralds' });
  const value = Number(((await wallet.locator('b').textContent()) ?? '').replace(/\D/g, ''));
  await page.keyboard.press('Escape');
  return value;
}

/** From the first hero pick to the road, then the bank's first pack through the platform. */
async function buyFirstPack(page: Page, name: string, t: Texts, price: string): Promise<void> {
  // A phone's width: the platform's sign-in, bank and payment must fit 360 px.
  await page.setViewportSize({ width: 360, height: 760 });
  await waitForScene(page, 'characterSelection');
  await page
    .getByRole('heading', { name: t.choice.title })
    .waitFor()
    .catch(async (e: unknown) => {
      await shot(page, `platform-${name}-failed`);
      throw e;
    });
  await shot(page, `platform-${name}-signed-in`);
  const go = t.choice.go.split('{{')[0]!;
  await page
    .getByRole('button', { name: new RegExp(`^${go}`) })
    .first()
    .click();
  await waitForScene(page, 'road');
  const before = await emeralds(page, t);
  // A window the road opens by itself (an offer) is closed before the bank is opened.
  const open = page.locator('[aria-modal="true"]');
  await expect
    .poll(
      async () => {
        if ((await open.count()) > 0) await page.keyboard.press('Escape');
        return open.count();
      },
      { timeout: 10_000 },
    )
    .toBe(0);
  await page
    .getByRole('button', { name: t.menu.bank })
    .click({ timeout: 10_000 })
    .catch(async (e: unknown) => {
      await shot(page, `platform-${name}-failed`);
      throw e;
    });
  const bank = page.getByRole('dialog', { name: t.bank.title });
  await bank.locator('.bank-packs li').first().getByRole('button').waitFor();
  await shot(page, `platform-${name}-bank`);
  await bank.locator('.bank-packs li').first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: t.bank.method.title });
  const pay = dialog.getByRole('button', { name: price });
  await pay.waitFor();
  // The platform's payment is the only one offered there.
  expect(await dialog.getByRole('button', { name: t.bank.method.test }).count()).toBe(0);
  await shot(page, `platform-${name}-pay`);
  await pay.click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect.poll(() => emeralds(page, t), { timeout: 20_000 }).toBeGreaterThan(before);
  await shot(page, `platform-${name}-paid`);
  await page.setViewportSize({ width: 600, height: 900 });
}

describe('the game on partner platforms', () => {
  // The platform's language decides a new player's: VK and Telegram users here speak Russian.
  it.each([
    ['vk', (): string => `?${vkLaunch(vkUser, server.clock.now())}`, ru, 14, 'VOTE'],
    ['tg', (): string => '', ru, 153, 'XTR'],
    ['yandex', (): string => '', en, 99, 'YAN'],
  ] as const)(
    '%s: signs in through its SDK, buys a pack and sees the emeralds',
    async (name, query, lang, amount, currency) => {
      const { page } = browser;
      await page.context().clearCookies();
      await page.addInitScript(standIns, {
        tgInitData: tgInitData(880_000 + ++seq, server.clock.now(), T.tgToken),
        yaPlayer: yaSigned({
          algorithm: 'HMAC-SHA256',
          issuedAt: sec(),
          data: { uniqueID: `e2e-ya-${++seq}`, lang: 'en' },
        }),
      });
      await page.goto(`http://${name}.${HOST}:${port()}/${query() || '?'}&lang=en&renderer=canvas`);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const price = lang.fill(lang.t.platform.purchase.button, {
        price: formatPlatformPrice({ amount, currency, decimals: 0 }, lang.code),
      });
      await buyFirstPack(page, name, lang.t, price);
    },
  );

  it('OK without its FAPI script logs the spec error and carries on', async () => {
    const { page } = browser;
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(
      `http://ok.${HOST}:${port()}/?${okLaunch(990_000 + ++seq)}&lang=en&renderer=canvas`,
    );
    await waitForScene(page, 'characterSelection');
    expect(logged).toContain('Failed to init FAPI');
    await page.getByRole('heading', { name: t.choice.title }).waitFor();
    const go = t.choice.go.split('{{')[0]!;
    await page
      .getByRole('button', { name: new RegExp(`^${go}`) })
      .first()
      .click();
    await waitForScene(page, 'road');
    await page.getByRole('button', { name: t.menu.bank }).click();
    const bank = page.getByRole('dialog', { name: t.bank.title });
    await bank.locator('.bank-packs li').first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t.bank.method.title });
    await dialog
      .getByRole('button', {
        name: fill(t.platform.purchase.button, {
          price: formatPlatformPrice(platformPrice('ok', 'gems_100')!, 'EN'),
        }),
      })
      .click();
    await page.getByText(t.platform.purchase.unavailable).waitFor();
    expect(logged).toContain('OK Payment failed: FAPI is not defined.');
    await shot(page, 'platform-ok-no-fapi');
  });
});
