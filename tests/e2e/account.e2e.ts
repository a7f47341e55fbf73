import { describe, expect, it } from 'vitest';
import { picture, shot, waitForScene } from './harness';
import { uniqueSuffix } from './players';
import { switchLanguage } from './play';
import { serverAndBrowser } from './suite';
import { texts, type JourneyLang } from './texts';

/**
 * A new visitor: the loading screen, a guest's start, registration with its errors, logout and a
 * login with a wrong password and then the right one. In Russian up to the registration, then in
 * English after a switch of the language in the settings.
 */
describe('a new visitor', () => {
  let lang: JourneyLang = 'ru';
  let { t, error, fill } = texts(lang);
  const suite = serverAndBrowser({ width: 800, height: 900, locale: 'ru-RU' });

  it('watches the load bar fill to 100%', async () => {
    const { page } = suite.browser;
    // The first player lookup is held back until the loading screen has been seen part-way.
    let release!: () => void;
    const released = new Promise<void>((done) => (release = done));
    let holding = false;
    await page.route('**/api/player/info/current**', async (route) => {
      if (!holding) {
        holding = true;
        await released;
      }
      await route.continue();
    });
    await page.goto(`${suite.server.url}/?lang=${lang}&renderer=canvas`);
    const bar = page.getByRole('progressbar', { includeHidden: true });
    await bar.waitFor({ state: 'attached' });
    // Every value the bar takes from here on, recorded by the page as it changes.
    await bar.evaluate((el) => {
      const seen = [Number(el.getAttribute('aria-valuenow'))];
      (window as unknown as { barSeen: number[] }).barSeen = seen;
      new MutationObserver(() => seen.push(Number(el.getAttribute('aria-valuenow')))).observe(el, {
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await page.locator('.stage[data-scene="load"]').waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
      .toBeGreaterThan(10);
    await picture(page, `${lang}-01-loading`);
    release();
    await page.locator('[role="progressbar"][data-started="true"]').waitFor({ state: 'attached' });
    const seen = await page.evaluate(() => (window as unknown as { barSeen: number[] }).barSeen);
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

    const name = `Hero${lang.toUpperCase()}${uniqueSuffix()}`;
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

    // In English from here: the choice outlives the logout.
    ({ t, error, fill } = await switchLanguage(page, lang, 'en'));
    lang = 'en';

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
