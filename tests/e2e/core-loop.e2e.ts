import { heroLevelCost } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { picture, shot, waitForScene } from './harness';
import { fastestBlows, fight, fightToTheEnd, openGuardedPlace, startAsNewPlayer } from './play';
import { serverAndBrowser } from './suite';
import { texts } from './texts';

/**
 * The core loop in a real browser against the real server: a guest picks a hero, walks the road,
 * wins a stair-1 battle and sees the reward; a battle interrupted by a reload comes back.
 *
 * Stair 1 is tuned so that a level-1 starter wins; to make the first victory certain the
 * journey also buys the hero two levels in the heroes' hall first, with the starting gold, the
 * way a careful player would.
 */
describe('the core loop', () => {
  const suite = serverAndBrowser({ width: 600, height: 900, locale: 'en-US' });

  it('a new player picks a hero, walks, wins a battle and sees the reward', async () => {
    const { page } = suite.browser;
    const { t, fill, amount } = texts('en');
    const sent: number[] = [];
    const fetched: string[] = [];
    page.on('request', (r) => {
      fetched.push(new URL(r.url()).pathname);
      if (r.url().includes('/api/player/v3/coordinate/set'))
        sent.push(JSON.parse(r.postData() ?? '{}').coordinate);
    });

    await startAsNewPlayer(page, suite.server.url, t, 'en');
    await picture(page, 'core-01-hero-choice');
    await page
      .getByRole('button', { name: fill(t.choice.go, { name: 'Dobrynya Nikitich' }) })
      .click();
    await waitForScene(page, 'road');
    await page.getByText(t.road.hint.first_battle).waitFor();
    await picture(page, 'core-02-road');

    // Walking sets the coordinate (a few times a second at most).
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => sent.at(-1), { timeout: 8000 }).toBe(40);

    // Two levels for the hero, bought in the heroes' hall with the starting gold. The road at
    // rest has already fetched the hall's panel, so the hall opens with it.
    await expect.poll(() => fetched.some((p) => /\/CreatureChrome-[\w-]+\.js$/.test(p))).toBe(true);
    await page.getByRole('button', { name: t.menu.heroes }).click();
    await waitForScene(page, 'creature');
    const price = (level: number) => amount(heroLevelCost(level), 'GOLD');
    const levelUp = page.getByRole('button', { name: fill(t.hall.levelUp, { price: price(1) }) });
    await levelUp.click();
    await page
      .getByText(fill(t.hall.level, { level: 2 }), { exact: false })
      .first()
      .waitFor();
    await page.getByRole('button', { name: fill(t.hall.levelUp, { price: price(2) }) }).click();
    await page
      .getByText(fill(t.hall.level, { level: 3 }), { exact: false })
      .first()
      .waitFor();
    await picture(page, 'core-03-hero-page');
    await page.getByRole('button', { name: t.menu.road }).click();
    await waitForScene(page, 'road');

    const place = await openGuardedPlace(page, t);
    await picture(page, 'core-04-place-card');
    await fight(page, t);
    await waitForScene(page, 'battle');
    // The coordinate of the place went to the server before the attack.
    expect(sent.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: t.battle.hint, exact: true }).click();
    await page.locator('.battle-preview').waitFor();
    await picture(page, 'core-05-battle-preview');
    // Four times faster (every animation stays under 600 ms anyway).
    const speed = page.locator('.battle-speed');
    await speed.click();
    await speed.click();
    expect(await speed.getAttribute('aria-label')).toBe(fill(t.battle.speed, { speed: 4 }));
    await fightToTheEnd(page, t);
    await page.getByRole('heading', { name: t.battle.result.victory }).waitFor();
    await picture(page, 'core-06-result');

    await page.getByRole('button', { name: t.battle.result.collect }).click();
    await waitForScene(page, 'road');
    // The won place's gift is taken at once and its card says what it gave.
    await page.locator('.place-card-gain').waitFor({ timeout: 10_000 });
    expect(await page.locator('.place-card h2').textContent()).toBe(
      place.replace(/, stair \d+$/, ''),
    );
    await shot(page, 'core-07-road-after-victory');

    await page.getByRole('button', { name: t.menu.backpack }).click();
    await page.getByRole('dialog', { name: t.bag.title }).waitFor();
    await page.getByRole('tab', { name: t.bag.tabs.items }).click();
    await picture(page, 'core-08-backpack');
    await page.keyboard.press('Escape');
  });

  it('a reload in the middle of a battle comes back to the same battle', async () => {
    const { page } = suite.browser;
    const { t, fill } = texts('en');
    await waitForScene(page, 'road');
    await page.locator('.place-card').getByRole('button', { name: t.road.close }).click();
    await openGuardedPlace(page, t);
    const started = page.waitForResponse((r) => r.url().includes('/api/battle/place/attack'));
    await fight(page, t);
    const battleId = ((await (await started).json()) as { battle: { id: number } }).battle.id;
    await waitForScene(page, 'battle');
    await page.getByRole('button', { name: t.battle.hint, exact: true }).click();
    // The hit's moves are saved on the server before the page goes away.
    const hit = page.waitForResponse((r) => r.url().includes('/api/battle/v2/hit'));
    await page.getByRole('button', { name: t.battle.hit, exact: true }).click();
    expect((await hit).ok()).toBe(true);

    const replay = page.waitForResponse((r) =>
      r.url().includes('/api/battle/v2/moves/sublist/get'),
    );
    await page.reload();
    const status = (await (await replay).json()) as { battle: { id: number }; moves: unknown[] };
    expect(status.battle.id).toBe(battleId);
    expect(status.moves.length).toBeGreaterThan(1);
    await waitForScene(page, 'battle');
    await page.locator('.battle-turn').waitFor();
    await picture(page, 'core-09-battle-after-reload');
    // The reloaded page starts at the usual speed: the rest is played four times faster.
    await fastestBlows(page, t, fill);
    await fightToTheEnd(page, t);
    await page.locator('.battle-result').waitFor();
  });
});
