import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { fight, fightToTheEnd, openGuardedPlace } from './play';
import { serverAndBrowser } from './suite';
import { texts } from './texts';

/**
 * A slow device: the page gets at most five animation frames a second (every frame callback is
 * held back to 200 ms after the previous one), as on a busy phone or with software WebGL. The
 * battle must still start, take every hit and end, and image quality "Auto" must step down.
 */
const FIVE_FPS = `(() => {
  const raf = window.requestAnimationFrame.bind(window);
  let last = 0;
  window.requestAnimationFrame = (cb) => {
    const wait = Math.max(0, last + 200 - performance.now());
    return setTimeout(() => raf((t) => { last = performance.now(); cb(t); }), wait);
  };
  window.cancelAnimationFrame = (id) => clearTimeout(id);
})();`;

describe('a battle at five frames a second', () => {
  const suite = serverAndBrowser({ width: 600, height: 900, locale: 'en-US', motion: 'full' });

  it(
    'plays a battle to its end and lowers the automatic image quality',
    { timeout: 480_000 },
    async () => {
      const { page, errors } = suite.browser;
      const { t } = texts('en');
      await page.addInitScript(FIVE_FPS);
      // WebGL in software, as the players who met the freeze had (Auto would choose Canvas here).
      await page.goto(`${suite.server.url}/?lang=en&renderer=webgl`);
      await waitForScene(page, 'characterSelection', 60_000);
      // The page lives on the journey's date, the server's, whatever clock the browser runs on.
      // eslint-disable-next-line no-restricted-properties -- read in the page, not the tests
      const pageNow = await page.evaluate(() => Date.now());
      expect(Math.abs(pageNow - suite.server.clock.now())).toBeLessThan(60_000);
      await page.getByRole('button', { name: t.welcome.guest }).click();
      const fps = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let n = 0;
            const start = performance.now();
            const tick = () => {
              if (++n === 6) done((5 * 1000) / (performance.now() - start));
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      );
      expect(fps).toBeLessThan(6);
      await page.locator('.hero-choice .btn-primary').click();
      await waitForScene(page, 'road');

      await openGuardedPlace(page, t);
      // The processor is slowed down too, so code that arrives late (the battle's controller)
      // arrives after the scene has shown its first moves.
      const cdp = await suite.browser.context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await fight(page, t);
      await waitForScene(page, 'battle', 60_000);
      // The first turn becomes playable without waiting for a reload.
      const hint = page.getByRole('button', { name: t.battle.hint, exact: true });
      await expect.poll(() => hint.isEnabled(), { timeout: 30_000 }).toBe(true);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      await shot(page, 'slow-frames-01-battle');
      // Four times faster: the hand-back must hold at every speed.
      await page.locator('.battle-speed').click();
      await page.locator('.battle-speed').click();
      await fightToTheEnd(page, t, 240_000);
      await page.locator('.battle-result').waitFor({ timeout: 30_000 });
      await shot(page, 'slow-frames-02-result');
      // Auto quality starts from the heap (High in Chromium) and steps down on slow frames.
      await expect
        .poll(() => page.locator('.game-canvas').getAttribute('data-quality'), { timeout: 30_000 })
        .toBe('LOWEST');
      // A new visitor's first player lookup is answered 401 (no session yet); nothing else fails.
      expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    },
  );

  it(
    'a hidden tab coming back shows the battle where it stands at once',
    { timeout: 480_000 },
    async () => {
      const { page } = suite.browser;
      const { t } = texts('en');
      await page.locator('.battle-result .btn').click();
      await waitForScene(page, 'road');
      const card = page.locator('.place-card');
      if (await card.isVisible()) await card.getByRole('button', { name: t.road.close }).click();
      await openGuardedPlace(page, t);
      await fight(page, t);
      await waitForScene(page, 'battle', 60_000);
      const hint = page.getByRole('button', { name: t.battle.hint, exact: true });
      await expect.poll(() => hint.isEnabled(), { timeout: 30_000 }).toBe(true);
      // The tab is hidden: no frames at all. A hit's moves are handed back once it shows again.
      const cdp = await suite.browser.context.newCDPSession(page);
      await hint.click();
      const hit = page.getByRole('button', { name: t.battle.hit, exact: true });
      await expect.poll(() => hit.isEnabled(), { timeout: 30_000 }).toBe(true);
      await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        window.requestAnimationFrame = () => 0;
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await hit.click();
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', {
          value: 'visible',
          configurable: true,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      // No frame will ever come again on this page, yet the battle goes on.
      await expect
        .poll(
          async () =>
            (await page.locator('.battle-result').isVisible()) || (await hint.isEnabled()),
          { timeout: 30_000 },
        )
        .toBe(true);
      await cdp.detach();
    },
  );
});
