import { ABILITY_DEFS } from '@heroroad/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { layoutFaults, resize, VIEWPORTS } from './layoutFaults';
import { socialButton } from './play';
import { serverAndBrowser } from './suite';
import { texts, type JourneyLang } from './texts';

/**
 * One player, one browser, the viewport resized through phones, a tablet, laptops and a desktop
 * on each main screen: no two controls overlap, none covers the panel being read, every one is on
 * the screen or reachable by scrolling, and no text is cut. The page opens with the renderer Auto
 * chooses: headless Chromium draws WebGL in software (SwiftShader), so Auto must choose Canvas
 * and Settings must say why, in both languages.
 */
describe('the layout from 360×640 to 2560×1440', () => {
  const suite = serverAndBrowser({ width: 360, height: 640, locale: 'ru-RU' });

  /** The faults of the current screen at every size, each line naming the size and the screen. */
  async function walkSizes(
    page: Page,
    screen: string,
    lang: JourneyLang,
    sizes = VIEWPORTS,
  ): Promise<string[]> {
    const faults: string[] = [];
    for (const [w, h] of sizes) {
      await resize(page, w, h);
      // The road lays its places out again on its own ticker, slow while it rests.
      if (screen === 'road' || screen === 'place') await roadAtRest(page);
      for (const fault of await layoutFaults(page)) faults.push(`${screen} ${w}×${h}: ${fault}`);
      if ((w === 360 && h === 740) || (w === 1366 && h === 657))
        await shot(page, `layout-${lang}-${screen}-${w}x${h}`);
    }
    await resize(page, 360, 740);
    return faults;
  }

  /**
   * The squad walks up the stair in three legs; after each, at every phone size, no place beside
   * it is covered (a column of social buttons once stood over the road's left edge, where the
   * walk brings places beside the squad that the start does not).
   */
  async function walkTheRoad(page: Page): Promise<string[]> {
    const faults: string[] = [];
    for (let leg = 1; leg <= 3; leg++) {
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowUp');
      await roadAtRest(page);
      for (const [w, h] of VIEWPORTS.filter(([w]) => w < 768)) {
        await resize(page, w, h);
        await roadAtRest(page);
        for (const fault of await layoutFaults(page))
          faults.push(`road, walked ${leg}, ${w}×${h}: ${fault}`);
      }
      await resize(page, 360, 740);
    }
    return faults;
  }

  /** Waits until the road's places stand still: the same tap circles twice, 250 ms apart. */
  async function roadAtRest(page: Page): Promise<void> {
    await page.waitForFunction(
      () => {
        const w = window as unknown as { heroRoadPlaceHits?: () => unknown; lastHits?: string };
        const now = JSON.stringify(w.heroRoadPlaceHits?.() ?? null);
        const same = now === w.lastHits;
        w.lastHits = now;
        return same;
      },
      undefined,
      { polling: 250, timeout: 30_000 },
    );
  }

  async function openFromMenu(page: Page, label: string): Promise<void> {
    await page.locator('.menu-bar').getByRole('button', { name: label, exact: true }).click();
  }

  async function closeDialog(page: Page): Promise<void> {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  // Seven sizes, two languages and a walk of three legs: with a second suite beside it, 173 s in
  // one run and over 180 s, the old limit, in another.
  it('holds every main screen at every size', { timeout: 420_000 }, async () => {
    const { page, errors } = suite.browser;
    const faults: string[] = [];
    const reason = page.locator('.field-hint[data-renderer]');
    for (const lang of ['ru', 'en'] as const) {
      const { t } = texts(lang);
      if (lang === 'ru') {
        // No ?renderer=: Auto decides.
        await page.goto(`${suite.server.url}/?lang=ru`);
        await waitForScene(page, 'characterSelection', 60_000);
        await page.getByRole('button', { name: t.welcome.guest }).click();
        await page.locator('.hero-choice .btn-primary').click();
        await waitForScene(page, 'road');
        await expect
          .poll(() => page.locator('.game-canvas canvas').getAttribute('data-renderer'))
          .toBe('canvas');
      }

      faults.push(...(await walkSizes(page, 'road', lang)));
      if (lang === 'ru') faults.push(...(await walkTheRoad(page)));

      // A place card, opened from the keyboard list of places, read with the list closed again.
      const list = page.getByRole('navigation', { name: t.road.places });
      await list.getByRole('button').first().focus();
      await page.keyboard.press('Enter');
      await page.locator('.place-card, .story-dialogue').first().waitFor();
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      faults.push(...(await walkSizes(page, 'place', lang)));
      await page.keyboard.press('Escape');

      await openFromMenu(page, t.menu.settings);
      await expect.poll(() => reason.textContent()).toBe(t.settings.renderers.software);
      await expect.poll(() => reason.getAttribute('data-renderer')).toBe('canvas');
      faults.push(...(await walkSizes(page, 'settings', lang)));
      await closeDialog(page);

      // The dialogs in Russian, whose words run longest; the English round keeps to the road,
      // settings and the hall, so the journey stays short.
      if (lang === 'ru') {
        for (const [screen, label] of [
          ['backpack', t.menu.backpack],
          ['tasks', t.menu.tasks],
          ['bank', t.menu.bank],
        ] as const) {
          await openFromMenu(page, label);
          await page.getByRole('dialog').waitFor();
          faults.push(...(await walkSizes(page, screen, lang)));
          await closeDialog(page);
        }
        await (await socialButton(page, 'mail')).click();
        await page.getByRole('dialog').waitFor();
        faults.push(...(await walkSizes(page, 'mail', lang)));
        await closeDialog(page);
      }

      await openFromMenu(page, t.menu.heroes);
      await waitForScene(page, 'creature');
      faults.push(...(await walkSizes(page, 'heroes', lang)));
      await page.getByRole('button', { name: t.menu.road }).click();
      await waitForScene(page, 'road');
      if (lang === 'ru') {
        // The second round is in English, switched the way a player does.
        await openFromMenu(page, t.menu.settings);
        await page
          .getByRole('dialog')
          .getByRole('radio', { name: t.settings.languages.EN, exact: true })
          .click();
        await expect
          .poll(() => reason.textContent())
          .toBe(texts('en').t.settings.renderers.software);
        await closeDialog(page);
      }
    }
    expect(faults).toEqual([]);
    // A new visitor's first player lookup is answered 401 (no session yet); nothing else fails.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });

  // The battle's bar at every size, in both languages: the canned six-against-six battle of the
  // frame-rate page (no server round), its moves labelled in full (Russian's run longest) and
  // nothing overlapping, whether the game column is a phone's or a desktop's. An 800×600 window
  // gives the narrowest desktop column, narrower than a laptop's: there "Подсказка" once ran past
  // its button.
  /** The fourth move's longest label: the longest ability's name, resting for two turns. */
  function longestAbility(lang: JourneyLang): string {
    const { t, code, counted } = texts(lang);
    const names = Object.values(ABILITY_DEFS).map((a) => a.name[code === 'RU' ? 'ru' : 'en']);
    const name = names.reduce((a, b) => (b.length > a.length ? b : a));
    return counted(t.battle, 'abilityResting', 2, { name });
  }

  it('holds the battle bar at every size', { timeout: 180_000 }, async () => {
    const { page } = suite.browser;
    const faults: string[] = [];
    for (const lang of ['ru', 'en'] as const) {
      await page.goto(`${suite.server.url}/?bench=battle&lang=${lang}`);
      await waitForScene(page, 'battle', 60_000);
      await page.locator('.battle-actions .btn').first().waitFor();
      faults.push(...(await walkSizes(page, 'battle', lang, [...VIEWPORTS, [800, 600]])));
      // The bar at its tallest, as a player's turn shows it with a hero's ability (a fourth
      // move) and a target chosen (the preview line): the canned battle has neither, so both are
      // put in as the page would draw them.
      await page.evaluate((ability) => {
        const moves = document.querySelector('.battle-actions')!;
        const hint = moves.querySelector('.btn')!;
        const fourth = hint.cloneNode(true) as HTMLElement;
        fourth.lastChild!.textContent = ability;
        moves.insertBefore(fourth, hint.nextSibling);
        const preview = document.createElement('p');
        preview.className = 'battle-preview';
        preview.textContent = `${ability}: −312`;
        document.querySelector('.battle-bar')!.prepend(preview);
      }, longestAbility(lang));
      faults.push(...(await walkSizes(page, 'battle-tallest', lang, [...VIEWPORTS, [800, 600]])));
    }
    expect(faults).toEqual([]);
  });
});
