import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { startAsNewPlayer } from './play';
import { serverAndBrowser } from './suite';
import { texts, type JourneyLang } from './texts';

/**
 * The bank in a real browser against the real server with the embedded test provider: a guest
 * opens the bank, buys a pack, and sees the emeralds arrive (the toast, then the backpack's
 * balance, which the WALLET push updated without a reload).
 */
describe.each<[JourneyLang, string]>([
  ['en', 'en-US'],
  ['ru', 'ru-RU'],
])('the bank (%s)', (lang, locale) => {
  const suite = serverAndBrowser({ width: 600, height: 900, locale });

  it('a guest buys emeralds through the test provider and sees them arrive', async () => {
    const { page } = suite.browser;
    const { t, fill } = texts(lang);
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
    await page.waitForTimeout(400);
    await shot(page, `bank-${lang}-01-packs`);

    const best = bank.locator('.bank-pack-best');
    const label = (await best.locator('b').textContent()) ?? '';
    const gems = Number(label.replace(/\D/g, ''));
    expect(gems).toBeGreaterThan(700);
    await best.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: t.bank.method.title });
    await dialog.waitFor();
    await shot(page, `bank-${lang}-02-method`);
    await dialog.getByRole('button', { name: t.bank.method.test }).click();
    const testPage = page.getByRole('dialog', { name: t.bank.test.title });
    await testPage.getByText(t.bank.test.warning).waitFor();
    await shot(page, `bank-${lang}-03-test-provider`);
    await testPage.getByRole('button', { name: /\(/ }).first().click();
    await page.getByText(fill(t.bank.arrived, { count: gems })).waitFor({ timeout: 15_000 });
    await shot(page, `bank-${lang}-04-arrived`);
    // The first-purchase doubling is spent: the bank no longer offers it.
    await expect.poll(() => bank.locator('.bank-badge-first').count(), { timeout: 10_000 }).toBe(0);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t.menu.backpack }).click();
    const wallet = page
      .locator('.wallet li')
      .filter({ hasText: lang === 'ru' ? 'Изумруды' : 'Emeralds' });
    await expect
      .poll(
        async () => Number(((await wallet.locator('b').textContent()) ?? '').replace(/\D/g, '')),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThanOrEqual(gems);
    await shot(page, `bank-${lang}-05-balance`);
  });
});
