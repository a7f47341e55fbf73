import { afterAll, beforeAll, describe, it } from 'vitest';
import { picture, startServer, waitForScene, type RunningServer } from './harness';
import { logIn, operator, registeredPlayer, uniqueSuffix, type Player } from './players';
import { texts } from './texts';

/**
 * The free hero exchange at level 10, the settings' leveling preference and payment method, and
 * the festival stall on the tasks' Event tab, looked at and used in both languages.
 */
describe('the spec’s player choices', () => {
  let server: RunningServer;
  const players: Partial<Record<'en' | 'ru', Player>> = {};
  const suffix = uniqueSuffix();

  beforeAll(async () => {
    server = await startServer();
    for (const lang of ['en', 'ru'] as const) {
      const name = `Chooser${lang}${suffix}`;
      await registeredPlayer(server, name, lang, 10);
      operator(server, 'set-resource', name, 'EVENT_CURRENCY', '35');
      players[lang] = await logIn(server, lang, name);
    }
  });

  afterAll(async () => {
    await players.en?.browser.close();
    await players.ru?.browser.close();
    await server?.stop();
  });

  it.each(['en', 'ru'] as const)('%s: exchanges the starter, saves settings, buys at the stall', async (lang) => {
    const p = players[lang]!;
    const page = p.browser.page;
    const { t, fill } = texts(lang);
    const halfdan = lang === 'en' ? 'Halfdan the Berserker' : 'Хальвдан Берсерк';

    await page.getByRole('button', { name: t.menu.heroes }).click();
    await waitForScene(page, 'creature');
    const exchange = page.getByRole('region', { name: t.hall.exchange.title });
    await exchange.getByRole('button', { name: fill(t.hall.exchange.become, { name: halfdan }) }).click();
    await picture(page, `choices-${lang}-01-hero-exchange`);
    await exchange.getByRole('button', { name: t.hall.exchange.yes }).click();
    await exchange.waitFor({ state: 'detached' });
    await page.getByText(halfdan).first().waitFor();
    await picture(page, `choices-${lang}-02-hero-exchanged`);
    await page.getByRole('button', { name: t.menu.road }).click();
    await waitForScene(page, 'road');

    await page.getByRole('button', { name: t.menu.settings }).click();
    const settings = page.getByRole('dialog', { name: t.settings.title });
    await settings.getByRole('radio', { name: t.settings.levelingPreferences.FRONT }).click();
    await settings.getByText(t.settings.levelingHints.FRONT).waitFor();
    await settings.getByRole('radio', { name: t.settings.paymentMethods.yookassa }).click();
    await settings
      .getByRole('radio', { name: t.settings.paymentMethods.yookassa, checked: true })
      .waitFor();
    await picture(page, `choices-${lang}-03-settings`);
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: t.menu.tasks }).click();
    const tasks = page.getByRole('dialog', { name: t.tasks.title });
    await tasks.getByRole('tab', { name: new RegExp(t.tasks.kind.EVENT) }).click();
    const stall = tasks.getByRole('region', { name: t.event.stall.title });
    await stall.getByRole('button', { name: /25/ }).click();
    await page.getByText(fill(t.event.stall.bought, { name: lang === 'en' ? '5 ark tokens' : '5 жетонов ковчега' })).first().waitFor();
    await picture(page, `choices-${lang}-04-festival-stall`);
  });
}); // prettier-ignore
