import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { serverAndBrowser, sharedServer } from './suite';
import { texts, type JourneyLang } from './texts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Both languages' players on one server. */
const shared = sharedServer();

describe.each<JourneyLang>(['ru', 'en'])('a new visitor (%s)', (lang) => {
  const { t, error, fill } = texts(lang);
  const suite = serverAndBrowser(
    {
      width: 800,
      height: 900,
      locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    },
    shared,
  );

  it('watches the load bar fill to 100%', async () => {
    const { page } = suite.browser;
    // The first player lookup is held back a moment so the loading screen can be seen filling.
    let held = false;
    await page.route('**/api/player/info/current**', async (route) => {
      if (!held) {
        held = true;
        await sleep(1500);
      }
      await route.continue();
    });
    await page.goto(`${suite.server.url}/?lang=${lang}&renderer=canvas`);
    const bar = page.getByRole('progressbar', { includeHidden: true });
    await bar.waitFor({ state: 'attached' });
    const seen: number[] = [];
    let pictured = false;
    for (let i = 0; i < 200; i++) {
      seen.push(Number(await bar.getAttribute('aria-valuenow')));
      if (!pictured && (await page.locator('.stage[data-scene="load"]').count()) > 0) {
        await sleep(300);
        await shot(page, `${lang}-01-loading`);
        pictured = true;
      }
      if ((await bar.getAttribute('data-started')) === 'true') break;
      await sleep(50);
    }
    seen.push(Number(await bar.getAttribute('aria-valuenow')));
    expect(pictured).toBe(true);
    expect(seen[0]).toBeGreaterThanOrEqual(10);
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true);
    // The bar was seen part-way (the held lookup), then full.
    expect(seen.some((v) => v > 10 && v < 100)).toBe(true);
    await page.unroute('**/api/player/info/current**');
  });

  it('plays as a trial guest, registers, logs out and back in', async () => {
    const { page } = suite.browser;
    await waitForScene(page, 'characterSelection');
    await shot(page, `${lang}-02-welcome`);

    await page.getByRole('button', { name: t.welcome.guest }).click();
    await page.getByText(t.toast.guestStarted).waitFor();
    // A new guest chooses a first hero before the road.
    await page.getByRole('heading', { name: t.choice.title }).waitFor();
    await page.locator('.hero-choice .btn-primary').click();
    await waitForScene(page, 'road');
    await shot(page, `${lang}-03-road-guest`);

    await page.getByRole('button', { name: t.menu.account }).click();
    const account = page.getByRole('dialog', { name: t.account.title });
    await account.getByRole('button', { name: t.account.register }).click();
    const form = page.getByRole('dialog', { name: t.register.title });
    await form.getByRole('button', { name: t.register.submit }).click();
    await form.getByText(error('NICKNAME_EMPTY')).waitFor();
    await form.getByText(error('CONSENT_REQUIRED')).waitFor();
    await shot(page, `${lang}-04-register-errors`);

    const name = `Hero${lang.toUpperCase()}${Date.now() % 100000}`;
    await form.getByLabel(t.form.nickname).fill(name);
    await form.getByLabel(t.form.password, { exact: true }).fill('dragon-slayer-7');
    await form.getByLabel(t.form.passwordRepeat).fill('dragon-slayer-7');
    await form.getByLabel(new RegExp(t.form.mailOrPhone)).fill('hero@road.example');
    for (const box of await form.getByRole('checkbox').all()) await box.check();
    await form.getByRole('button', { name: t.register.submit }).click();
    await page.getByText(fill(t.toast.registered, { name })).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await waitForScene(page, 'road');
    await shot(page, `${lang}-05-registered`);

    await page.getByRole('button', { name: t.menu.account }).click();
    await page.getByRole('button', { name: t.account.logout }).click();
    await waitForScene(page, 'characterSelection');
    await page.getByText(t.toast.loggedOut).waitFor();
    await shot(page, `${lang}-06-logged-out`);

    await page.getByRole('button', { name: t.welcome.login }).click();
    const login = page.getByRole('dialog', { name: t.login.title });
    await login.getByLabel(t.form.nickname).fill(name);
    await login.getByLabel(t.form.password, { exact: true }).fill('wrong-password');
    await login.getByRole('button', { name: t.login.submit }).click();
    await login.getByText(error('LOGIN_FAILED')).waitFor();
    await shot(page, `${lang}-07-login-wrong`);
    await login.getByLabel(t.form.password, { exact: true }).fill('dragon-slayer-7');
    await login.getByLabel(t.form.password, { exact: true }).press('Enter');
    await page.getByText(fill(t.toast.loggedIn, { name })).waitFor();
    await waitForScene(page, 'road');
    await shot(page, `${lang}-08-logged-in`);
  });
});
