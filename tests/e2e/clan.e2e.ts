import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture, startServer, type RunningServer } from './harness';
import { chatCapablePlayer, logIn, uniqueSuffix, type Player } from './players';

/** Opens the clan: from the road's menu (the screen opens with the keep), or the keep's button. */
async function openClan(p: Player) {
  const { page } = p.browser;
  const again = page.getByRole('button', { name: p.t.clan.open });
  if (await again.isVisible()) await again.click();
  else await page.locator('.menu-button', { hasText: p.t.menu.clan }).first().click();
  await page.getByRole('dialog').locator('.clan').first().waitFor({ timeout: 15_000 });
}

const dialog = (p: Player) => p.browser.page.getByRole('dialog');

describe('a clan between two players', () => {
  let server: RunningServer;
  let alyona: Player;
  let boris: Player;
  const suffix = uniqueSuffix();
  const clanName = `Стражи ${suffix}`;

  beforeAll(async () => {
    server = await startServer();
    await chatCapablePlayer(server, `Alyona${suffix}`, 'ru', 15, 20_000);
    await chatCapablePlayer(server, `Boris${suffix}`, 'en', 15, 20_000);
    [alyona, boris] = await Promise.all([
      logIn(server, 'ru', `Alyona${suffix}`),
      logIn(server, 'en', `Boris${suffix}`),
    ]);
  });

  afterAll(async () => {
    await alyona?.browser.close();
    await boris?.browser.close();
    await server?.stop();
  });

  it('one founds a clan; the other asks to join and the leader accepts', async () => {
    const a = alyona.browser.page;
    const b = boris.browser.page;
    await openClan(alyona);
    await dialog(alyona).getByLabel(alyona.t.clan.name).fill(clanName);
    await dialog(alyona).getByRole('button', { name: alyona.t.clan.create, exact: true }).click();
    await dialog(alyona).getByRole('heading', { name: clanName }).waitFor();
    await picture(a, 'clan-ru-01-founded');

    await openClan(boris);
    const row = dialog(boris).getByRole('listitem').filter({ hasText: clanName });
    await row.getByRole('button', { name: boris.t.clan.apply }).click();
    await row.getByText(boris.t.clan.appliedHere).waitFor();
    await picture(b, 'clan-en-02-asked');

    await dialog(alyona).getByRole('tab', { name: alyona.t.clan.tabs.recruiting }).click();
    const asked = dialog(alyona).getByRole('listitem').filter({ hasText: boris.name });
    await asked.getByRole('button', { name: alyona.t.clan.accept }).click();
    await dialog(alyona).getByRole('tab', { name: alyona.t.clan.tabs.members }).click();
    await dialog(alyona).getByRole('listitem').filter({ hasText: boris.name }).waitFor();
    await picture(a, 'clan-ru-03-members');

    await b.keyboard.press('Escape');
    await openClan(boris);
    await dialog(boris).getByRole('heading', { name: clanName }).waitFor();
    await picture(b, 'clan-en-04-member');
    // Behind the screen, the keep's card names the clan on the canvas.
    await b.keyboard.press('Escape');
    await picture(b, 'clan-en-04-keep');
    await openClan(boris);
  });

  it('they talk in the CLAN room and the budget follows a donation live', async () => {
    const a = alyona.browser.page;
    const b = boris.browser.page;
    await dialog(alyona).getByRole('tab', { name: alyona.t.clan.tabs.budget }).click();
    await dialog(alyona)
      .locator('.clan-budget dd')
      .first()
      .getByText('0', { exact: true })
      .waitFor();

    await dialog(boris).getByRole('tab', { name: boris.t.clan.tabs.budget }).click();
    await dialog(boris).getByLabel(boris.t.clan.donate.GOLD).fill('1500');
    await dialog(boris).getByRole('button', { name: boris.t.clan.donate.give }).click();
    // Alyona's open budget shows it without a reload: the clan's destination pushed it.
    await dialog(alyona)
      .locator('.clan-budget dd')
      .first()
      .getByText(/^1\s500$/)
      .waitFor({ timeout: 5000 });
    await picture(a, 'clan-ru-05-budget-live');

    await dialog(boris).getByRole('button', { name: boris.t.clan.chat }).click();
    await b.getByPlaceholder(boris.t.chat.placeholder).fill('For the clan!');
    await b.getByPlaceholder(boris.t.chat.placeholder).press('Enter');
    await dialog(alyona).getByRole('button', { name: alyona.t.clan.chat }).click();
    await a
      .getByRole('dialog')
      .getByText('For the clan!', { exact: true })
      .waitFor({ timeout: 5000 });
    await a.getByPlaceholder(alyona.t.chat.placeholder).fill('Добро пожаловать!');
    await a.getByPlaceholder(alyona.t.chat.placeholder).press('Enter');
    await b
      .getByRole('dialog')
      .getByText('Добро пожаловать!', { exact: true })
      .waitFor({ timeout: 5000 });
    await picture(a, 'clan-ru-06-chat');
    await picture(b, 'clan-en-06-chat');
    expect([...alyona.alerts, ...boris.alerts]).toEqual([]);
  });
});
