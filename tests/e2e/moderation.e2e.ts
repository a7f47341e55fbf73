import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  picture,
  startServer,
  waitForScene,
  type Browser,
  type RunningServer,
} from './harness';
import { PASSWORD, operator, registeredPlayer, uniqueSuffix } from './players';
import { texts, type JourneyLang } from './texts';

async function logIn(
  server: RunningServer,
  lang: JourneyLang,
  name: string,
  size: [number, number],
) {
  const { t } = texts(lang);
  const browser = await launchBrowser({
    clock: server.clock,
    width: size[0],
    height: size[1],
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
  });
  const { page } = browser;
  await page.goto(`${server.url}/?lang=${lang}&renderer=canvas`);
  await waitForScene(page, 'characterSelection');
  await page.getByRole('button', { name: t.welcome.login }).click();
  const form = page.getByRole('dialog', { name: t.login.title });
  await form.getByLabel(t.form.nickname).fill(name);
  await form.getByLabel(t.form.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(t.form.password, { exact: true }).press('Enter');
  await waitForScene(page, 'road');
  return browser;
}

describe('a moderator bans a flooding player from the chat through the panel', () => {
  let server: RunningServer;
  let flooder: Browser;
  let moderator: Browser;
  let desk: Browser;
  let flooderName = '';
  let wardenName = '';
  let flooderId = 0;
  const en = texts('en');
  const ru = texts('ru');

  beforeAll(async () => {
    server = await startServer();
    const suffix = uniqueSuffix();
    flooderName = `Flooder${suffix}`;
    flooderId = (await registeredPlayer(server, flooderName, 'en')).playerId;
    wardenName = `Warden${suffix}`;
    await registeredPlayer(server, wardenName, 'ru');
    await registeredPlayer(server, `Keeper${suffix}`, 'en');
    operator(server, 'grant', `Warden${suffix}`, 'MODERATOR');
    operator(server, 'grant', `Keeper${suffix}`, 'ADMIN');
    [flooder, moderator, desk] = await Promise.all([
      logIn(server, 'en', flooderName, [600, 900]),
      logIn(server, 'ru', `Warden${suffix}`, [360, 780]),
      logIn(server, 'en', `Keeper${suffix}`, [1280, 800]),
    ]);
  });

  afterAll(async () => {
    await flooder?.close();
    await moderator?.close();
    await desk?.close();
    await server?.stop();
  });

  it('bans from the panel; the player sees the ban in the chat; the audit shows the row', async () => {
    const f = flooder.page;
    const chatButton = f
      .getByRole('navigation', { name: en.t.chat.socialBar })
      .getByRole('button')
      .filter({ hasText: en.t.chat.menu });
    await chatButton.click();
    const composer = f.getByPlaceholder(en.t.chat.placeholder);
    await composer.fill('BUY BUY BUY');
    await composer.press('Enter');
    await f.locator('.feed').getByText('BUY BUY BUY', { exact: true }).waitFor();

    const m = moderator.page;
    // The moderator reports the line from the chat, as any player could.
    await m
      .getByRole('navigation', { name: ru.t.chat.socialBar })
      .getByRole('button')
      .filter({ hasText: ru.t.chat.menu })
      .click();
    await m
      .getByRole('button', { name: ru.fill(ru.t.report.label, { name: flooderName }) })
      .click();
    await m.getByLabel(ru.t.report.comment).fill('реклама');
    await picture(m, 'moderation-ru-00-report-in-chat-360');
    await m.getByRole('button', { name: ru.t.report.send }).click();
    await m.getByText(ru.t.report.sent).waitFor();
    await m.keyboard.press('Escape');

    await m.getByRole('button', { name: ru.t.menu.staff }).click();
    const panel = m.getByRole('dialog', { name: ru.t.staff.title });
    await panel.getByRole('tab', { name: ru.t.staff.tab.reports }).click();
    await panel.locator('.staff-excerpt', { hasText: 'BUY BUY BUY' }).waitFor();
    await picture(m, 'moderation-ru-00-reports-360');
    await panel.getByRole('tab', { name: ru.t.staff.tab.tickets }).click();
    await panel.getByText(ru.t.staff.tickets.none).waitFor();
    await panel.getByRole('tab', { name: ru.t.staff.tab.players }).click();
    await panel.getByLabel(ru.t.staff.search.label).fill(flooderName.slice(0, 5));
    await panel.getByRole('button', { name: ru.t.staff.search.submit }).click();
    await panel.getByRole('button', { name: new RegExp(flooderName) }).waitFor();
    await picture(m, 'moderation-ru-00-search-360');
    await panel.getByRole('button', { name: new RegExp(flooderName) }).click();
    await panel.getByText(`#${flooderId}`).first().waitFor();
    await picture(m, 'moderation-ru-01-card-360');
    await panel.getByLabel(ru.t.staff.ban.reason).selectOption('FLOOD');
    await panel.getByLabel(ru.t.staff.ban.duration).selectOption('H3');
    await panel.getByRole('button', { name: ru.t.staff.ban.submit, exact: true }).click();
    await panel
      .getByRole('button', {
        name: ru.fill(ru.t.staff.unban.button, { scope: ru.t.staff.scope.CHAT }),
      })
      .waitFor();
    await picture(m, 'moderation-ru-02-banned-360');

    await composer.fill('BUY AGAIN');
    await composer.press('Enter');
    await f.getByRole('alert').getByText(en.error('CHAT_BANNED')).waitFor();
    await picture(f, 'moderation-en-03-chat-banned');

    await panel.getByRole('tab', { name: ru.t.staff.tab.audit }).click();
    await panel.getByLabel(ru.t.staff.audit.player).fill(String(flooderId));
    await panel.getByRole('button', { name: ru.t.staff.audit.search }).click();
    const row = panel.locator('.staff-audit li', { hasText: 'chat.ban' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('FLOOD');
    await picture(m, 'moderation-ru-04-audit-360');
  });

  it('an administrator sees the same card, lifts the ban with a reason, and views as the player', async () => {
    const d = desk.page;
    await d.getByRole('button', { name: en.t.menu.staff }).click();
    const panel = d.getByRole('dialog', { name: en.t.staff.title });
    await panel.getByLabel(en.t.staff.search.label).fill(String(flooderId));
    await panel.getByRole('button', { name: en.t.staff.search.submit }).click();
    await panel.getByRole('button', { name: new RegExp(flooderName) }).click();
    const lift = en.fill(en.t.staff.unban.button, { scope: en.t.staff.scope.CHAT });
    await panel.getByRole('button', { name: lift }).click();
    await panel.getByLabel(en.t.staff.unban.reason).fill('first offence, warned');
    await picture(d, 'moderation-en-05-unban-confirm-desktop');
    await panel.getByRole('button', { name: en.t.staff.unban.confirm }).click();
    await panel.getByText(en.t.staff.card.noActiveBans).waitFor();
    await panel.getByRole('button', { name: en.t.staff.card.loginAs }).click();
    await waitForScene(d, 'road');
    const banner = d.locator('.view-banner');
    await banner.getByText(en.fill(en.t.staff.view.banner, { name: flooderName })).waitFor();
    await picture(d, 'moderation-en-06-viewing-desktop');
    await banner.getByRole('button', { name: en.t.staff.view.exit }).click();
    // The page starts again with the staff member's own session.
    await d.locator('.view-banner').waitFor({ state: 'detached', timeout: 15_000 });
    await waitForScene(d, 'road');
    await d.getByRole('button', { name: en.t.menu.staff }).click();
    const again = d.getByRole('dialog', { name: en.t.staff.title });
    await again.getByRole('tab', { name: en.t.staff.tab.audit }).click();
    await again.getByLabel(en.t.staff.audit.player).fill(String(flooderId));
    await again.getByRole('button', { name: en.t.staff.audit.search }).click();
    await again.locator('.staff-audit li', { hasText: 'view.exit' }).waitFor();
    await expect(again.locator('.staff-view').count()).resolves.toBeGreaterThanOrEqual(2);
    await picture(d, 'moderation-en-07-audit-desktop');
    await again.getByRole('tab', { name: en.t.staff.tab.reports }).click();
    await again.locator('.staff-excerpt', { hasText: 'BUY BUY BUY' }).waitFor();
    await picture(d, 'moderation-en-08-reports-desktop');
  });

  it('a moderator on a phone views as the player under a banner and exits', async () => {
    const m = moderator.page;
    await m.keyboard.press('Escape');
    await m.getByRole('button', { name: ru.t.menu.staff }).click();
    const panel = m.getByRole('dialog', { name: ru.t.staff.title });
    await panel.getByRole('tab', { name: ru.t.staff.tab.players }).click();
    await panel.getByRole('button', { name: ru.t.staff.card.loginAs }).click();
    await waitForScene(m, 'road');
    const banner = m.locator('.view-banner');
    // The game is the player's as they see it, in their language (English).
    await banner.getByText(en.fill(en.t.staff.view.banner, { name: flooderName })).waitFor();
    await picture(m, 'moderation-ru-09-viewing-360');
    await banner.getByRole('button', { name: en.t.staff.view.exit }).click();
    // The page starts again with the staff member's own session.
    await m.locator('.view-banner').waitFor({ state: 'detached', timeout: 15_000 });
    await waitForScene(m, 'road');
  });

  it('an administrator switches the sale on and promotes the moderator, who then sees the live values', async () => {
    const d = desk.page;
    const panel = d.getByRole('dialog', { name: en.t.staff.title });
    await panel.getByRole('tab', { name: en.t.staff.tab.live }).click();
    await panel.getByLabel(en.t.staff.live.sale).selectOption('ON');
    await panel.getByLabel(en.t.staff.live.reason).fill('a birthday sale');
    await panel.getByRole('button', { name: en.t.staff.live.save }).click();
    await panel.getByText(en.t.staff.live.since.split('{{')[0]!.trim()).waitFor();
    await picture(d, 'moderation-en-10-live-desktop');
    await panel.getByRole('tab', { name: en.t.staff.tab.players }).click();
    await panel.getByLabel(en.t.staff.search.label).fill(wardenName);
    await panel.getByRole('button', { name: en.t.staff.search.submit }).click();
    await panel.getByRole('button', { name: new RegExp(wardenName) }).click();
    await panel.getByLabel(en.t.staff.card.access).selectOption('ADMIN');
    await panel.getByLabel(en.t.staff.access.reason).fill('runs the night shift');
    await panel.getByRole('button', { name: en.t.staff.card.accessSubmit }).click();
    await panel
      .getByText(en.fill(en.t.staff.card.accessLevel, { level: en.t.staff.access.levels.ADMIN }))
      .waitFor();

    const m = moderator.page;
    await m.reload();
    await waitForScene(m, 'road');
    await m.getByRole('button', { name: ru.t.menu.staff }).click();
    const own = m.getByRole('dialog', { name: ru.t.staff.title });
    await own.getByRole('tab', { name: ru.t.staff.tab.live }).click();
    await own.getByLabel(ru.t.staff.live.sale).waitFor();
    await expect(own.getByLabel(ru.t.staff.live.sale).inputValue()).resolves.toBe('ON');
    await picture(m, 'moderation-ru-11-live-360');
  });
});
