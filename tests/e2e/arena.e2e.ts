import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { resize } from './layoutFaults';
import { fastestBlows, fightToTheEnd, setOutOnTheRoad, socialButton, switchLanguage } from './play';
import { serverAndBrowser, sqlOn } from './suite';
import { texts, type JourneyLang } from './texts';

/** A guest made over HTTP with its first hero; answers its session for later calls. */
async function guest(url: string): Promise<string> {
  const trial = await fetch(`${url}/api/security/registerTrial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: '{}',
  });
  const auth = trial.headers.get('authorization') ?? '';
  const headers = { 'content-type': 'application/json', authorization: auth, origin: url };
  const chosen = await fetch(`${url}/api/hero/choose`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ heroId: 'hero_halfdan' }),
  });
  expect(chosen.status).toBe(200);
  return auth;
}

/**
 * The arena in a real browser: a level-8 player opens the arena, attacks the opponent offered,
 * plays the battle, sees the result with the rating change, finds the attack in the history and
 * watches its replay; then pages the player rating. In English up to the history, then in
 * Russian after a switch of the language in the settings; screenshots of each step.
 */
describe('the arena', () => {
  const suite = serverAndBrowser({ width: 600, height: 900, locale: 'en-US' });

  it('a level-8 player attacks, sees the result and the history, and pages the rating', async () => {
    const { page } = suite.browser;
    let lang: JourneyLang = 'en';
    let { t, fill } = texts(lang);
    const url = suite.server.url;
    await setOutOnTheRoad(page, url, t, lang);

    // Another 120 players, so the rating has a second page; the first of them will defend.
    const others: string[] = [];
    for (let i = 0; i < 120; i += 8) {
      others.push(...(await Promise.all(Array.from({ length: 8 }, () => guest(url)))));
    }
    sqlOn(suite, (db) => db.exec('UPDATE player SET level = 8'));
    const opened = await fetch(`${url}/api/arena/state`, {
      headers: { authorization: others[0]! },
    });
    expect(opened.status).toBe(200);

    await page.reload();
    await waitForScene(page, 'road');
    await page.getByRole('button', { name: t.menu.arena }).click();
    await waitForScene(page, 'arena');
    const panel = page.locator('.arena-panel');
    await panel.getByRole('button', { name: t.arena.attack }).first().waitFor();
    await shot(page, `arena-${lang}-01-opponents`);

    await panel.getByRole('tab', { name: t.arena.tab.leagues }).click();
    await shot(page, `arena-${lang}-02-leagues`);
    await panel.getByRole('tab', { name: t.arena.tab.fight }).click();

    await panel.getByRole('button', { name: t.arena.attack }).first().click();
    await waitForScene(page, 'battle');
    // The fastest blows: the choice is kept, so the replay below plays at it too.
    await fastestBlows(page, t, fill);
    await fightToTheEnd(page, t);
    const result = page.locator('.battle-result');
    await result.locator('.battle-result-arena').waitFor({ timeout: 15_000 });
    expect(await result.locator('.battle-result-arena').textContent()).toMatch(/[+-]\d+/);
    await shot(page, `arena-${lang}-03-result`);

    await result.getByRole('button', { name: t.arena.backToArena }).click();
    await waitForScene(page, 'arena');
    await panel.getByRole('tab', { name: t.arena.tab.history }).click();
    const made = panel.getByRole('region', { name: t.arena.made });
    await made.locator('.arena-row').first().waitFor();
    expect(await made.locator('.arena-row').count()).toBe(1);
    expect(await panel.getByText(fill(t.arena.attempts, { left: 4, total: 5 })).count()).toBe(1);
    await shot(page, `arena-${lang}-04-history`);

    // In Russian from here.
    ({ t, fill } = await switchLanguage(page, lang, 'ru'));
    lang = 'ru';

    await panel
      .getByRole('region', { name: t.arena.made })
      .getByRole('button', { name: t.arena.replay })
      .click();
    await waitForScene(page, 'battle');
    await page.getByText(t.arena.replayOver).waitFor({ timeout: 90_000 });
    await shot(page, `arena-${lang}-05-replay`);
    await page.getByRole('button', { name: t.arena.backToArena }).click();
    await waitForScene(page, 'arena');

    await page.getByRole('button', { name: t.menu.road }).click();
    await waitForScene(page, 'road');
    await (await socialButton(page, 'rating')).click();
    const rating = page.getByRole('dialog', { name: t.rating.title });
    await rating.locator('.rating-row').first().waitFor();
    expect(await rating.locator('.rating-row').count()).toBe(100);
    await shot(page, `arena-${lang}-06-rating`);
    await rating.getByRole('button', { name: t.rating.next }).click();
    await rating
      .getByText(fill(t.rating.places, { from: 101, to: 121 }))
      .first()
      .waitFor();
    await expect.poll(() => rating.locator('.rating-row').count()).toBe(21);
    await shot(page, `arena-${lang}-07-rating-page-2`);
    await rating.getByRole('tab', { name: t.rating.type.arenaPosition }).click();
    await expect.poll(() => rating.locator('.rating-row').count()).toBe(2);
    await shot(page, `arena-${lang}-08-rating-arena`);

    // The faction shop: Order points buy the Order's wares.
    await page.keyboard.press('Escape');
    sqlOn(suite, (db) => db.exec('UPDATE player SET good_points = 30, evil_points = 4'));
    await (await socialButton(page, 'factionShop')).click();
    const factions = page.getByRole('dialog', { name: t.faction.title });
    const egg = factions
      .locator('.arena-row')
      .filter({ hasText: lang === 'ru' ? 'Кощеево яйцо' : "Koschei's Egg" });
    await egg.getByRole('button').click();
    await page.getByText(t.faction.bought).first().waitFor();
    await shot(page, `arena-${lang}-08b-faction-shop`);
    await page.keyboard.press('Escape');

    // The market: one of today's bundles for gold, then marked bought.
    sqlOn(suite, (db) => db.exec('UPDATE player SET gold = 100000'));
    await (await socialButton(page, 'market')).click();
    const market = page.getByRole('dialog', { name: t.market.title });
    await market.locator('.arena-row .btn').first().click();
    await market.getByText(t.market.bought).waitFor();
    await shot(page, `arena-${lang}-08c-market`);
    await page.keyboard.press('Escape');
    await (await socialButton(page, 'rating')).click();
    await rating.locator('.rating-row').first().waitFor();

    // The same screens on a small phone and on a desktop.
    for (const [w, h] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      // Once the game has followed the resize (it waits half a second for a resize to settle).
      await resize(page, w, h);
      await shot(page, `arena-${lang}-09-rating-${w}`);
      await page.keyboard.press('Escape');
      await shot(page, `arena-${lang}-09b-road-menu-${w}`);
      await page.getByRole('button', { name: t.menu.arena }).click();
      await waitForScene(page, 'arena');
      await panel.getByRole('button', { name: t.arena.attack }).first().waitFor();
      await shot(page, `arena-${lang}-10-arena-${w}`);
      await page.getByRole('button', { name: t.menu.road }).click();
      await waitForScene(page, 'road');
      await (await socialButton(page, 'rating')).click();
      await rating.locator('.rating-row').first().waitFor();
    }
  }, 300_000);
});
