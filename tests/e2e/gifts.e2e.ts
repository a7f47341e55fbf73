import { SALE } from '@heroroad/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  picture,
  startServer,
  waitForScene,
  type Browser,
  type RunningServer,
} from './harness';
import { AT, journeyClock } from './clock';
import { socialButton } from './play';
import { PASSWORD, operator, registeredPlayer, uniqueSuffix } from './players';
import { texts, type JourneyLang } from './texts';

interface Player {
  readonly name: string;
  readonly browser: Browser;
  readonly t: ReturnType<typeof texts>['t'];
  readonly fill: ReturnType<typeof texts>['fill'];
}

async function logIn(
  server: RunningServer,
  lang: JourneyLang,
  name: string,
  size: { width: number; height: number },
): Promise<Player> {
  const { t, fill } = texts(lang);
  const browser = await launchBrowser({
    clock: server.clock,
    ...size,
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
  await page.locator('.social-bar[data-link="online"]').waitFor({ timeout: 15_000 });
  return { name, browser, t, fill };
}

/** Closes every open dialog, as a player pressing Escape until the road shows. */
async function closeAll(page: Page) {
  await expect
    .poll(
      async () => {
        const open = await page.getByRole('dialog').count();
        if (open > 0) await page.keyboard.press('Escape');
        return open;
      },
      { timeout: 10_000, interval: 300 },
    )
    .toBe(0);
}

/** The referral dialog, reached as a player finds it: bank → gifts and offers → invite friends. */
async function openReferral(page: Page, t: Player['t']) {
  await page.getByRole('button', { name: t.menu.bank }).click();
  const bank = page.getByRole('dialog', { name: t.bank.title });
  await bank.getByRole('button', { name: t.promos.title }).click();
  const promos = page.getByRole('dialog', { name: t.promos.title });
  await promos.getByRole('button', { name: t.referral.open }).click();
  return page.getByRole('dialog', { name: t.referral.title });
}

describe('gifts between players and the referral link', () => {
  let server: RunningServer;
  let alyona: Player;
  let boris: Player;
  let guest: Browser | undefined;

  beforeAll(async () => {
    server = await startServer();
    const suffix = uniqueSuffix();
    await registeredPlayer(server, `Alyona${suffix}`, 'ru', 15);
    await registeredPlayer(server, `Boris${suffix}`, 'en', 10);
    operator(server, 'set-resource', `Alyona${suffix}`, 'MITHRIL', '500');
    [alyona, boris] = await Promise.all([
      logIn(server, 'ru', `Alyona${suffix}`, { width: 390, height: 844 }),
      logIn(server, 'en', `Boris${suffix}`, { width: 800, height: 900 }),
    ]);
  });

  afterAll(async () => {
    await guest?.close();
    await alyona?.browser.close();
    await boris?.browser.close();
    await server?.stop();
  });

  it('sends a gift from a player card; it arrives live and is accepted once', async () => {
    const a = alyona.browser.page;
    const b = boris.browser.page;
    // Boris says hello in the chat, so Alyona finds his card by his name there.
    await b.locator('[data-overlay-button="chat"]').click();
    await b.getByPlaceholder(boris.t.chat.placeholder).fill('Hello, road!');
    await b.getByPlaceholder(boris.t.chat.placeholder).press('Enter');
    await b.keyboard.press('Escape');
    await a.locator('[data-overlay-button="chat"]').click();
    await a
      .getByRole('button', { name: alyona.fill(alyona.t.chat.authorLabel, { name: boris.name }) })
      .first()
      .click();
    await a.getByRole('dialog', { name: alyona.t.profile.title }).waitFor();
    await a.getByRole('button', { name: alyona.t.gifts.sendButton }).click();
    const dialog = a.getByRole('dialog', { name: alyona.t.gifts.sendTitle });
    await dialog.getByText(alyona.fill(alyona.t.gifts.sendTo, { name: boris.name })).waitFor();
    await dialog.getByRole('radio', { name: /Изумрудное кольцо/ }).check();
    await picture(a, 'gifts-ru-01-send-390');
    await dialog
      .getByRole('button', {
        name: alyona.fill(alyona.t.gifts.send, { gift: 'Изумрудное кольцо' }),
      })
      .click();
    await dialog.waitFor({ state: 'detached' });

    const button = await socialButton(b, 'gifts');
    await button.locator('.social-badge', { hasText: '1' }).waitFor({ timeout: 10_000 });
    await b
      .getByText(boris.fill(boris.t.gifts.arrived, { name: alyona.name, gift: 'Emerald ring' }))
      .waitFor();
    await picture(b, 'gifts-en-02-arrived');
    await button.click();
    const inbox = b.getByRole('dialog', { name: boris.t.gifts.title });
    const row = inbox.locator('li.gift-waiting');
    await row.getByText(boris.fill(boris.t.gifts.from, { name: alyona.name })).waitFor();
    await picture(b, 'gifts-en-03-inbox');
    // Opening the inbox saw the news: the badge's count goes, the mark of a waiting gift stays.
    await expect.poll(() => button.locator('.social-badge').textContent()).toBe('');
    await row.getByRole('button', { name: boris.t.gifts.accept }).click();
    await inbox.locator('li.gift-done').getByText(boris.t.gifts.acceptedMark).waitFor();
    await b.getByText(boris.fill(boris.t.gifts.accepted, { reward: '2 tickets' })).waitFor();
    await button.locator('.social-badge').waitFor({ state: 'detached' });
    await picture(b, 'gifts-en-04-accepted');
    await closeAll(b);

    // Alyona thanks him in the chat; Boris (level 10) opens her card, and the gift dialog says
    // why he cannot send one yet.
    await closeAll(a);
    await a.locator('[data-overlay-button="chat"]').click();
    await a.getByPlaceholder(alyona.t.chat.placeholder).fill('Спасибо!');
    await a.getByPlaceholder(alyona.t.chat.placeholder).press('Enter');
    await closeAll(a);
    await b.locator('[data-overlay-button="chat"]').click();
    await b
      .getByRole('button', { name: boris.fill(boris.t.chat.authorLabel, { name: alyona.name }) })
      .first()
      .click();
    await b.getByRole('button', { name: boris.t.gifts.sendButton }).click();
    const low = b.getByRole('dialog', { name: boris.t.gifts.sendTitle });
    await low.getByText(/Gifts can be sent from level 15/).waitFor();
    await picture(b, 'gifts-en-05-send-level-too-low');
    await closeAll(b);
    await (await socialButton(a, 'gifts')).click();
    await a
      .getByRole('dialog', { name: alyona.t.gifts.title })
      .getByText(alyona.t.gifts.empty)
      .waitFor();
    await picture(a, 'gifts-ru-08-inbox-empty-390');
    await closeAll(a);
  });

  it('a friend who opens the referral link is bound and takes the start bonus', async () => {
    const a = alyona.browser.page;
    await closeAll(a);
    const referral = await openReferral(a, alyona.t);
    const linkField = referral.getByLabel(alyona.t.referral.link);
    await expect.poll(() => linkField.inputValue()).toContain('?ref=');
    const code = new URL(await linkField.inputValue()).searchParams.get('ref')!;
    await picture(a, 'gifts-ru-05-referral-390');

    const { t, fill } = texts('en');
    guest = await launchBrowser({ clock: server.clock, width: 800, height: 900, locale: 'en-US' });
    const g = guest.page;
    await g.goto(`${server.url}/?lang=en&renderer=canvas&ref=${code}`);
    await waitForScene(g, 'characterSelection');
    await g.getByRole('button', { name: t.welcome.guest }).click();
    await g.getByRole('heading', { name: t.choice.title }).waitFor();
    const go = t.choice.go.split('{{')[0]!;
    await g
      .getByRole('button', { name: new RegExp(`^${go}`) })
      .first()
      .click();
    await waitForScene(g, 'road');
    const dialog = await openReferral(g, t);
    await dialog.getByRole('button', { name: fill(t.referral.take_other, { count: 50 }) }).click();
    await g.getByText(fill(t.referral.taken_other, { count: 50 })).waitFor();
    await dialog.getByText(fill(t.referral.takenSoFar_other, { count: 50 })).waitFor();
    await picture(g, 'gifts-en-06-referral-taken');

    // Alyona sees her friend counted.
    await closeAll(a);
    const again = await openReferral(a, alyona.t);
    await again.getByText(alyona.fill(alyona.t.referral.friends_one, { count: 1 })).waitFor();
  });

  it('shows a campaign not seen yet from the road chip, once', async () => {
    for (const p of [alyona, boris]) {
      const page = p.browser.page;
      await closeAll(page);
      const chip = page.locator('.road-chip-offer');
      await chip.waitFor({ timeout: 10_000 });
      await chip.click();
      const window = page.getByRole('dialog', { name: p.t.offer.campaignTitle });
      await window.getByRole('button', { name: p.t.offer.later }).waitFor();
      const lang = p === alyona ? 'ru-07-offer-390' : 'en-07-offer';
      await picture(page, `gifts-${lang}`);
      await window.getByRole('button', { name: p.t.offer.later }).click();
      // Seen: the chip now offers the next campaign, or none.
      await window.waitFor({ state: 'detached' });
    }
  });
});

describe('the road chip while the weekly sale runs', () => {
  let server: RunningServer;
  let vera: Player | undefined;

  beforeAll(async () => {
    server = await startServer({ clock: journeyClock(AT.sale) });
    const name = `Vera${uniqueSuffix()}`;
    await registeredPlayer(server, name, 'ru', 15);
    vera = await logIn(server, 'ru', name, { width: 390, height: 844 });
  });

  afterAll(async () => {
    await vera?.browser.close();
    await server?.stop();
  });

  it('offers the sale first, once, then the campaign not seen yet', async () => {
    const { t, fill } = vera!;
    const page = vera!.browser.page;
    const chip = page.locator('.road-chip-offer');
    await chip.getByText(fill(t.offer.saleChip, { percent: SALE.percent })).waitFor();
    await chip.click();
    const sale = page.getByRole('dialog', { name: t.offer.saleTitle });
    await sale.getByRole('button', { name: t.offer.toBank }).waitFor();
    await picture(page, 'gifts-ru-09-sale-offer-390');
    await sale.getByRole('button', { name: t.offer.later }).click();
    await sale.waitFor({ state: 'detached' });
    // The sale's window was seen: the chip moves on to a campaign.
    await chip.getByText(t.offer.campaignChip).waitFor();
    await chip.click();
    const campaign = page.getByRole('dialog', { name: t.offer.campaignTitle });
    await campaign.getByRole('button', { name: t.offer.later }).click();
    await campaign.waitFor({ state: 'detached' });
  });
});
