import type { Page } from 'playwright-core';
import { waitForScene } from '../../tests/e2e/harness';
import type { texts } from '../../tests/e2e/texts';
import { firstEnabled, landed } from './press';
import { playerState, type PlayerState } from './state';
import type { Watch } from './watch';

type Texts = ReturnType<typeof texts>;

/** Waits until the player's gold moved from `before` (a purchase went through), for up to 10 s. */
async function goldMoved(page: Page, before: number): Promise<PlayerState> {
  for (let i = 0; i < 50; i++) {
    const now = await playerState(page);
    if (now.gold !== before) return now;
    await page.waitForTimeout(200);
  }
  return playerState(page);
}

async function tab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.locator('.hall-body').first().waitFor();
}

/**
 * A visit to the heroes' hall as a player who follows the game's offers makes it: heals hurt
 * heroes for gold, takes the cheapest open hero while the squad has a free slot, then raises the
 * squad's levels with the group raise while the gold lasts.
 */
export async function visitHall(page: Page, { t, amount }: Texts, watch: Watch): Promise<void> {
  await watch.timedScene('scene change: road → hall', 'creature', async () => {
    await page
      .locator('.menu-bar')
      .getByRole('button', { name: t.menu.heroes, exact: true })
      .click();
    await waitForScene(page, 'creature');
  });
  await page.locator('.hall-body').first().waitFor();
  await watch.look('hall');
  let state = await playerState(page);

  if (state.heroes.some((h) => h.health < h.maxHealth)) {
    await tab(page, t.hall.tabs.health);
    const restore = page
      .locator('.hall-body')
      .first()
      .getByRole('button', { name: new RegExp(`^${t.hall.restoreGold.split('{{')[0]}`) });
    // Each hurt hero has its own button: every one the gold covers, as a player heals before a gate.
    let healed = 0;
    for (let round = 0; round < 6; round++) {
      const next = await firstEnabled(restore);
      if (next === null) break;
      // The list redraws as each restore lands: a button caught mid-redraw is looked for again.
      const pressed = await landed(next.click({ timeout: 5000 }));
      if (!pressed) continue;
      state = await goldMoved(page, state.gold);
      healed++;
    }
    if (healed > 0) watch.log(`restored ${healed} of the squad for gold`);
  }

  const fighting = state.heroes.filter((h) => h.combative).length;
  if (fighting < state.squadSlots) {
    await tab(page, t.hall.tabs.shop);
    const goldWord = amount(5, 'GOLD').replace(/^5 /, '');
    const offers = page.locator('.hall-list li button');
    let cheapest: { at: number; price: number } | undefined;
    for (const [at, text] of (await offers.allTextContents()).entries()) {
      if (!text.includes(goldWord)) continue;
      const price = Number(text.replace(/\D/g, ''));
      if (price <= state.gold && (!cheapest || price < cheapest.price)) cheapest = { at, price };
    }
    if (cheapest) {
      await offers.nth(cheapest.at).click();
      state = await goldMoved(page, state.gold);
      watch.log(`took a hero for ${cheapest.price} gold: ${state.heroes.length} heroes`);
    }
  }

  await tab(page, t.hall.tabs.squad);
  await watch.look('hall: squad');
  // The group raise closes once it has raised the squad a level: a player opens it again while
  // the gold lasts and the heroes are below the cap.
  for (let round = 0; round < 12; round++) {
    const open = page.getByRole('button', { name: t.hall.groupLevelUp });
    if (!(await open.isEnabled().catch(() => false))) break;
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (round === 0) await watch.look('hall: group raise');
    const raise = dialog.locator('.goods-actions button').first();
    const before = state.gold;
    if (await raise.isEnabled()) {
      await raise.click();
      state = await goldMoved(page, before);
    }
    if (await dialog.isVisible())
      await dialog
        .getByRole('button', { name: t.common.cancel, exact: true })
        .click({ timeout: 5000 })
        .catch(() => undefined);
    await dialog.waitFor({ state: 'detached' });
    if (state.gold === before) break;
  }
  watch.log(`squad: ${state.heroes.map((h) => `${h.name} ${h.level}`).join(', ')}`);

  await watch.timedScene('scene change: hall → road', 'road', async () => {
    await page.getByRole('button', { name: t.menu.road }).click();
    await waitForScene(page, 'road');
  });
}
