import type { Page } from 'playwright-core';
import type { texts } from '../../tests/e2e/texts';
import { firstEnabled, landed } from './press';
import type { Watch } from './watch';

type Texts = ReturnType<typeof texts>;

const shown = (page: Page, name: string) =>
  page
    .getByRole('button', { name, exact: true })
    .first()
    .isVisible()
    .catch(() => false);

/**
 * What a new player collects when the game offers it: the tutorial's end once its steps are
 * done, the day's gift while its chip says so, and every task reward the tasks button marks as
 * waiting (each tab in turn). Returns how many things it took.
 */
export async function collectRewards(page: Page, { t }: Texts, watch: Watch): Promise<number> {
  let took = 0;
  if (await shown(page, t.tutorial.finish)) {
    await page.getByRole('button', { name: t.tutorial.finish, exact: true }).first().click();
    watch.log('finished the tutorial');
    took++;
  }
  if (await shown(page, t.daily.button)) {
    await page.getByRole('button', { name: t.daily.button, exact: true }).first().click();
    await page
      .getByRole('button', { name: t.daily.button, exact: true })
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    watch.log("took the day's gift");
    took++;
  }
  const tasksButton = page
    .locator('.menu-bar')
    .getByRole('button', { name: t.menu.tasks, exact: true });
  if ((await tasksButton.count()) === 0) return took;
  if ((await tasksButton.getAttribute('aria-description')) !== t.menu.waiting) return took;
  await tasksButton.click();
  const dialog = page.getByRole('dialog', { name: t.tasks.title });
  await dialog.waitFor();
  await watch.look('tasks');
  for (let tab = 0; tab < (await dialog.getByRole('tab').count()); tab++) {
    await dialog.getByRole('tab').nth(tab).click();
    const claims = dialog.getByRole('button', { name: t.tasks.take, exact: true });
    for (let round = 0; round < 20; round++) {
      const before = await claims.count();
      const take = await firstEnabled(claims);
      if (take === null) break;
      const name = await take
        .locator('xpath=ancestor::li[1]')
        .innerText({ timeout: 5000 })
        .then(
          (text) => text.split('\n')[0],
          () => '?',
        );
      // A button may turn busy between the look and the press: the next round looks again.
      const pressed = await landed(take.click({ timeout: 5000 }));
      // Claimed, the row says so and its button goes.
      for (let wait = 0; pressed && wait < 50 && (await claims.count()) >= before; wait++)
        await page.waitForTimeout(200);
      if (!pressed) continue;
      watch.log(`claimed the task «${name}»`);
      took++;
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return took;
}
