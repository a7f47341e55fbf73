import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture, startServer, type RunningServer } from './harness';
import {
  chatCapablePlayer,
  logIn,
  operator,
  registeredPlayer,
  uniqueSuffix,
  type Player,
} from './players';

/**
 * The staff panel's mail support inbox and clan rename, and the bank's waiting marks and the
 * referral steps, looked at in both languages by an administrator.
 */
describe('the spec’s late screens', () => {
  let server: RunningServer;
  let en: Player;
  let ru: Player;
  const suffix = uniqueSuffix();
  let clanId = 0;

  beforeAll(async () => {
    server = await startServer();
    const writer = await registeredPlayer(server, `Lost${suffix}`, 'en', 15);
    operator(server, 'set-resource', `Lost${suffix}`, 'GOLD', '20000');
    const founder = await fetch(`${server.url}/api/clan/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: writer.token },
      body: JSON.stringify({ name: `Wolves ${suffix}` }),
    });
    expect(founder.status).toBe(200);
    clanId = ((await founder.json()) as { clan: { id: number } }).clan.id;
    const mail = await fetch(`${server.url}/api/mail/dialog/0/send?support=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: writer.token },
      body: JSON.stringify({ text: 'My silver chest did not open, please help' }),
    });
    expect(mail.status).toBe(200);
    for (const [name, lang] of [
      [`Keeper${suffix}`, 'en'],
      [`Smotritel${suffix}`, 'ru'],
    ] as const) {
      await chatCapablePlayer(server, name, lang, 15);
      operator(server, 'grant', name, 'ADMIN');
    }
    [en, ru] = await Promise.all([
      logIn(server, 'en', `Keeper${suffix}`),
      logIn(server, 'ru', `Smotritel${suffix}`),
    ]);
  });

  afterAll(async () => {
    await en?.browser.close();
    await ru?.browser.close();
    await server?.stop();
  });

  it.each(['en', 'ru'] as const)('%s: answers support mail and renames a clan', async (lang) => {
    const p = lang === 'en' ? en : ru;
    const page = p.browser.page;
    const t = p.t;
    await page.getByRole('button', { name: t.menu.staff }).click();
    const panel = page.getByRole('dialog', { name: t.staff.title });
    await panel.getByRole('tab', { name: t.staff.tab.inbox }).click();
    await panel.getByRole('button', { name: t.staff.inbox.open }).first().waitFor();
    await panel.getByRole('button', { name: t.staff.inbox.open }).first().click();
    await panel.getByLabel(t.staff.inbox.answer).fill(`Answer ${lang}: it is in the chests`);
    await picture(page, `spec-${lang}-01-support-inbox`);
    await panel.getByRole('button', { name: t.staff.inbox.send, exact: true }).click();
    await panel.getByText(`Answer ${lang}: it is in the chests`).last().waitFor();

    await panel.getByRole('tab', { name: t.staff.tab.clans }).click();
    await panel.getByLabel(t.staff.clans.id).fill(String(clanId));
    const name = lang === 'en' ? `Wolves ${suffix}` : `Волки ${suffix}`;
    await panel.getByLabel(t.staff.clans.name).fill(name);
    await panel.getByRole('button', { name: t.staff.clans.submit }).click();
    await panel.getByRole('status').filter({ hasText: name }).waitFor();
    await picture(page, `spec-${lang}-02-clan-rename`);
    await page.keyboard.press('Escape');

    // The day's free spin waits: the bank and its wheel button carry the mark.
    await page.getByRole('button', { name: t.menu.bank }).click();
    const bank = page.getByRole('dialog', { name: t.bank.title });
    await bank.getByRole('button', { name: new RegExp(t.wheel.title) }).waitFor();
    await picture(page, `spec-${lang}-03-bank-marks`);
    await bank.getByRole('button', { name: new RegExp(t.promos.title) }).click();
    const promos = page.getByRole('dialog', { name: t.promos.title });
    await promos.getByRole('button', { name: t.referral.open }).click();
    const referral = page.getByRole('dialog', { name: t.referral.title });
    await referral.getByText(/45%/).waitFor();
    await picture(page, `spec-${lang}-04-referral-steps`);
    // Referral, gifts and offers, bank: each closes with Escape.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });

    // Settings: the third language choice follows the browser (SPEC §3 ANY).
    await page.getByRole('button', { name: t.menu.settings }).click();
    const settings = page.getByRole('dialog', { name: t.settings.title });
    await settings.getByRole('radio', { name: t.settings.languages.ANY }).waitFor();
    await picture(page, `spec-${lang}-05-settings-language`);
  });
});
