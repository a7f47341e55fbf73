import { describe, expect, it } from 'vitest';
import { AT, journeyClock } from './clock';
import { picture, shot, waitForScene } from './harness';
import { startAsNewPlayer } from './play';
import { serverAndBrowser } from './suite';
import { texts, type JourneyLang } from './texts';

/**
 * The bank in a real browser against the real server with the embedded test provider: a guest
 * opens the bank, buys a pack, and sees the emeralds arrive (the toast, then the backpack's
 * balance, which the WALLET push updated without a reload), spins the wheel and opens the chest
 * the purchase gave. Once on a weekday without the sale, asking for less motion (the wheel stops
 * at once), and once inside the weekly sale with every animation (the wheel turns first).
 */
describe.each<[JourneyLang, string, keyof typeof AT, 'full' | 'reduced']>([
  ['en', 'en-US', 'weekday', 'reduced'],
  ['ru', 'ru-RU', 'sale', 'full'],
])('the bank (%s, %s, %s, %s motion)', (lang, locale, when, motion) => {
  const suite = serverAndBrowser(
    { width: 600, height: 900, locale, motion },
    { clock: journeyClock(AT[when]) },
  );

  it('a guest buys emeralds through the test provider and sees them arrive', async () => {
    const { page } = suite.browser;
    const { t, fill, counted } = texts(lang);
    await startAsNewPlayer(page, suite.server.url, t, lang);
    const go = t.choice.go.split('{{')[0]!;
    await page
      .getByRole('button', { name: new RegExp(`^${go}`) })
      .first()
      .click();
    await waitForScene(page, 'road');

    await page.getByRole('button', { name: t.menu.bank }).click();
    const bank = page.getByRole('dialog', { name: t.bank.title });
    await bank.locator('.bank-packs li').first().waitFor();
    // The sale's line says whether the weekly sale runs now or when the next one starts.
    await bank.locator('.bank-sale').waitFor();
    expect(await bank.locator('.bank-sale-on').count()).toBe(when === 'sale' ? 1 : 0);
    await picture(page, `bank-${lang}-01-packs`);

    // The hoard: its 4000 emeralds bought pass the bank's first chest threshold (3000).
    const best = bank.locator('.bank-packs li').nth(4);
    const label = (await best.locator('b').textContent()) ?? '';
    const gems = Number(label.replace(/\D/g, ''));
    expect(gems).toBeGreaterThan(4000);
    await best.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t.bank.method.title });
    await dialog.waitFor();
    await shot(page, `bank-${lang}-02-method`);
    await dialog.getByRole('button', { name: t.bank.method.test }).click();
    const testPage = page.getByRole('dialog', { name: t.bank.test.title });
    await testPage.getByText(t.bank.test.warning).waitFor();
    await shot(page, `bank-${lang}-03-test-provider`);
    await testPage.getByRole('button', { name: /\(/ }).first().click();
    await page.getByText(counted(t.bank, 'arrived', gems)).waitFor({ timeout: 15_000 });
    await shot(page, `bank-${lang}-04-arrived`);
    // The first-purchase doubling is spent: the bank no longer offers it.
    await expect.poll(() => bank.locator('.bank-badge-first').count(), { timeout: 10_000 }).toBe(0);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t.menu.backpack }).click();
    const wallet = page
      .locator('.wallet li')
      .filter({ hasText: lang === 'ru' ? 'Изумруды' : 'Emeralds' });
    // The exact count (the line itself may show a short form such as 10k).
    await expect
      .poll(async () =>
        Number(((await wallet.locator('b').getAttribute('title')) ?? '').replace(/\D/g, '')),
      )
      .toBeGreaterThanOrEqual(gems);
    await shot(page, `bank-${lang}-05-balance`);
    await page.keyboard.press('Escape');

    // The day's free spin: the wheel turns and stops on the server's prize.
    await page.getByRole('button', { name: t.menu.bank }).click();
    await bank.getByRole('button', { name: t.wheel.title }).click();
    const wheel = page.getByRole('dialog', { name: t.wheel.title });
    await wheel.getByRole('button', { name: t.wheel.free }).click();
    if (motion === 'full') {
      await wheel.getByText(t.wheel.spinning).waitFor();
      await shot(page, `bank-${lang}-06-wheel-turning`);
    }
    const landed = new RegExp(fill(t.wheel.landed, { prize: '' }).trim());
    await wheel.getByText(landed).waitFor({ timeout: 15_000 });
    await shot(page, `bank-${lang}-07-wheel-landed`);
    await wheel.getByRole('button', { name: t.wheel.take }).click();
    await page.getByText(new RegExp(fill(t.wheel.won, { prize: '' }).trim())).waitFor();
    await page.keyboard.press('Escape');

    // The chest of the 3000 threshold: opened now for emeralds, then its loot.
    await bank.getByRole('button', { name: t.chests.title }).click();
    const chests = page.getByRole('dialog', { name: t.chests.title });
    // The wheel may have given a silver chest too (70 in 1000): either opens the same way.
    const silver = chests.locator('li.chest-silver').first();
    await silver.waitFor();
    await shot(page, `bank-${lang}-08-chests`);
    await silver
      .getByRole('button', { name: new RegExp(`^${t.chests.speedUp_other.split('{{')[0]!}`) })
      .click();
    await silver.getByRole('button', { name: t.chests.take, exact: true }).click();
    await chests.getByText(fill(t.chests.opened, { chest: t.bank.chests.silver })).waitFor();
    await picture(page, `bank-${lang}-09-chest-opened`);
    await page.keyboard.press('Escape');

    // Gifts and offers: the welcome gift, once.
    await bank.getByRole('button', { name: t.promos.title }).click();
    const promos = page.getByRole('dialog', { name: t.promos.title });
    await promos.getByRole('button', { name: counted(t.promos, 'welcome', 99) }).click();
    await page.getByText(t.promos.welcomeTaken).waitFor();
    await shot(page, `bank-${lang}-10-promos`);
  });
});
