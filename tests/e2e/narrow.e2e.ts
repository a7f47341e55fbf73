import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { fight, openGuardedPlace } from './play';
import { serverAndBrowser, sharedServer } from './suite';
import { texts, type JourneyLang } from './texts';

/**
 * Every control that the page shows, as boxes that stick out of the viewport or text cut by its
 * box (a label wider than its button, an ellipsis). Answers one line per fault.
 */
async function overflowing(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const faults: string[] = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const controls = document.querySelectorAll<HTMLElement>(
      `${selector} button, ${selector} [role="tab"], ${selector} a, ${selector} input, ${selector} .road-chip`,
    );
    for (const el of controls) {
      if (el.closest('.canvas-access, .visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      // Below the fold of a list or dialog that scrolls is reachable: scrolling brings it in.
      let scroller: HTMLElement | null = el.parentElement;
      while (scroller) {
        const { overflowY } = getComputedStyle(scroller);
        const scrolls = overflowY === 'auto' || overflowY === 'scroll';
        if (scrolls && scroller.scrollHeight > scroller.clientHeight + 1) break;
        scroller = scroller.parentElement;
      }
      const sideways = r.left < -1 || r.right > vw + 1;
      const offScreen = r.top < -1 || r.bottom > vh + 1;
      if (sideways || (offScreen && !scroller)) faults.push(`${name}: outside the screen`);
      // Text wider than its box: cut off, ended in "…", or spilling over its neighbours.
      for (const part of [el, ...el.querySelectorAll<HTMLElement>('.btn-label, span')]) {
        // A label kept only for assistive technology is clipped to 1 px: it is not shown text.
        if (part.clientWidth > 1 && part.scrollWidth > part.clientWidth + 1)
          faults.push(`${name}: text cut`);
      }
    }
    return faults;
  }, scope);
}

/** Both languages' players on one server. */
const shared = sharedServer();

describe.each<JourneyLang>(['ru', 'en'])('a 360×740 phone (%s)', (lang) => {
  const suite = serverAndBrowser(
    {
      width: 360,
      height: 740,
      locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    },
    shared,
  );

  it('fits every control of the road, the battle and the overlays on the screen', async () => {
    const { page } = suite.browser;
    const { t } = texts(lang);
    const faults: string[] = [];
    await page.goto(`${suite.server.url}/?lang=${lang}&renderer=canvas`);
    await waitForScene(page, 'characterSelection');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await shot(page, `narrow-${lang}-01-welcome`);
    faults.push(...(await overflowing(page, 'body')));
    await page.getByRole('button', { name: t.welcome.guest }).click();
    await page.locator('.hero-choice .btn-primary').waitFor();
    await shot(page, `narrow-${lang}-02-choice`);
    faults.push(...(await overflowing(page, 'body')));
    await page.locator('.hero-choice .btn-primary').click();
    await waitForScene(page, 'road');
    await shot(page, `narrow-${lang}-03-road`);
    faults.push(...(await overflowing(page, '.scene-chrome')));

    for (const name of [t.menu.settings, t.menu.backpack]) {
      await page.getByRole('button', { name }).first().click();
      const dialog = page.getByRole('dialog').first();
      await dialog.waitFor();
      await shot(page, `narrow-${lang}-04-${name === t.menu.settings ? 'settings' : 'backpack'}`);
      faults.push(...(await overflowing(page, '[role="dialog"]')));
      await page.keyboard.press('Escape');
    }

    await openGuardedPlace(page, t);
    await shot(page, `narrow-${lang}-05-place`);
    faults.push(...(await overflowing(page, '.scene-chrome')));
    await fight(page, t);
    await waitForScene(page, 'battle');
    const hint = page.getByRole('button', { name: t.battle.hint, exact: true });
    await expect.poll(() => hint.isEnabled(), { timeout: 30_000 }).toBe(true);
    await hint.click();
    await page.locator('.battle-preview').waitFor();
    const hit = page.getByRole('button', { name: t.battle.hit, exact: true });
    await expect.poll(() => hit.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shot(page, `narrow-${lang}-06-battle`);
    faults.push(...(await overflowing(page, '.scene-chrome')));
    expect(faults).toEqual([]);
  });
});

describe('an 800×600 screen in English', () => {
  const suite = serverAndBrowser({ width: 800, height: 600, locale: 'en-US' }, shared);

  it('puts the menu and the social buttons in rails beside the road', async () => {
    const { page } = suite.browser;
    const { t } = texts('en');
    await page.goto(`${suite.server.url}/?lang=en&renderer=canvas`);
    await waitForScene(page, 'characterSelection');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: t.welcome.guest }).click();
    await page.locator('.hero-choice .btn-primary').click();
    await waitForScene(page, 'road');
    const column = (await page.locator('.stage').boundingBox())!;
    const menu = (await page.locator('.menu-bar').boundingBox())!;
    expect(menu.x).toBeGreaterThanOrEqual(column.x + column.width);
    expect(menu.x + menu.width).toBeLessThanOrEqual(800);
    await shot(page, 'wide-en-01-road');
    expect(await overflowing(page, 'body')).toEqual([]);
  });
});
