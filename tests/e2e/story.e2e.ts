import { heroLevelCost } from '@heroroad/rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { picture, shot, waitForScene } from './harness';
import {
  fastestBlows,
  fightToTheEnd,
  openGuardedPlace,
  startAsNewPlayer,
  switchLanguage,
} from './play';
import { serverAndBrowser } from './suite';
import { texts, type JourneyLang } from './texts';

const HERO = { en: 'Dobrynya Nikitich', ru: 'Добрыня Никитич' };
const FIRST_CHAPTER = { en: 'The pilgrim at the stone', ru: 'Калика у камня' };
const DAILY_REWARD_TASK = { en: 'Take the daily reward', ru: 'Забрать ежедневную награду' };

/** Goes to the heroes' hall and back, doing `work` there. */
async function inTheHall(page: Page, lang: JourneyLang, work: () => Promise<void>) {
  const { t } = texts(lang);
  await page.getByRole('button', { name: t.menu.heroes }).click();
  await waitForScene(page, 'creature');
  await work();
  await page.getByRole('button', { name: t.menu.road }).click();
  await waitForScene(page, 'road');
}

/**
 * The first minutes of a new player: the tutorial on the road (walk, win a battle, heal, train
 * the squad, finish), the first talker's chapter in its dialogue, and a daily task's reward
 * claimed on the tasks screen. In English up to the first battle's end, then in Russian after a
 * switch of the language in the settings.
 */
describe('the first minutes', () => {
  const suite = serverAndBrowser({ width: 600, height: 900, locale: 'en-US' });

  it('goes through the tutorial, meets the first talker and claims a daily task', async () => {
    const { page } = suite.browser;
    try {
      await journey(page, suite.server.url);
    } catch (error) {
      await shot(page, 'story-failure');
      throw error;
    }
  }, 240_000);
});

async function journey(page: Page, url: string) {
  let lang: JourneyLang = 'en';
  let { t, fill } = texts(lang);
  await startAsNewPlayer(page, url, t, lang);
  await page.getByRole('button', { name: fill(t.choice.go, { name: HERO[lang] }) }).click();
  await waitForScene(page, 'road');
  const panel = page.getByRole('note', { name: t.tutorial.title });
  await panel.getByText(t.tutorial.how.walk).waitFor({ timeout: 15_000 });
  await picture(page, `story-${lang}-01-tutorial`);

  // The first talker tells the story's first chapter, line by line.
  const list = page.getByRole('navigation', { name: t.road.places });
  const entry = list.getByRole('button', { name: new RegExp(FIRST_CHAPTER[lang]) }).first();
  await entry.focus();
  await page.keyboard.press('Enter');
  const dialogue = page
    .getByRole('dialog', { name: /./ })
    .filter({ has: page.locator('.story-line') });
  await dialogue.waitFor();
  await picture(page, `story-${lang}-02-talker`);
  for (let i = 0; i < 3; i++) await dialogue.getByRole('button', { name: t.story.next }).click();
  await dialogue.getByRole('button', { name: t.story.finish }).click();
  await dialogue.waitFor({ state: 'detached' });

  // Walking, then two hero levels in the hall, then the first battle.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
  await panel.getByText(t.tutorial.how.battle).waitFor({ timeout: 15_000 });
  await inTheHall(page, lang, async () => {
    for (const level of [2, 3]) {
      const price = texts(lang).amount(heroLevelCost(level - 1), 'GOLD');
      await page.getByRole('button', { name: fill(t.hall.levelUp, { price }) }).click();
      await page.getByText(fill(t.hall.level, { level }), { exact: false }).first().waitFor();
    }
  });
  await openGuardedPlace(page, t);
  await page.locator('.place-card').getByRole('button', { name: t.road.action.fight }).click();
  await waitForScene(page, 'battle');
  await fastestBlows(page, t, fill);
  await fightToTheEnd(page, t);
  await page.getByRole('heading', { name: t.battle.result.victory }).waitFor();
  await page.getByRole('button', { name: t.battle.result.collect }).click();
  await waitForScene(page, 'road');
  await page.locator('.place-card').getByRole('button', { name: t.road.close }).click();

  // In Russian from here.
  ({ t, fill } = await switchLanguage(page, lang, 'ru'));
  lang = 'ru';
  const panelRu = page.getByRole('note', { name: t.tutorial.title });

  // Healing, if the battle hurt the squad, in the hall's health tab.
  const finish = page.getByRole('button', { name: t.tutorial.finish });
  await Promise.race([
    finish.waitFor({ timeout: 15_000 }),
    panelRu.getByText(t.tutorial.how.heal).waitFor({ timeout: 15_000 }),
  ]);
  if (!(await finish.isVisible())) {
    await inTheHall(page, lang, async () => {
      await page.getByRole('tab', { name: t.hall.tabs.health }).click();
      const restore = page.getByRole('button', {
        name: new RegExp(fill(t.hall.restoreGold, { cost: '' })),
      });
      await restore.first().click();
      await page.getByText(t.hall.healthy).first().waitFor();
    });
  }
  await finish.waitFor({ timeout: 15_000 });
  await shot(page, `story-${lang}-03-tutorial-done`);
  await finish.click();
  await panelRu.waitFor({ state: 'detached' });

  // The day's reward, then its task claimed on the tasks screen.
  await page.getByRole('button', { name: t.daily.button }).click();
  await page.getByRole('button', { name: new RegExp(t.menu.tasks) }).click();
  const tasks = page.getByRole('dialog', { name: t.tasks.title });
  await tasks.waitFor();
  const row = tasks.getByRole('listitem').filter({ hasText: DAILY_REWARD_TASK[lang] });
  await row.getByRole('button', { name: t.tasks.take }).click();
  await row.getByText(t.tasks.done).waitFor();
  await picture(page, `story-${lang}-04-task-claimed`);
  expect(await tasks.getByRole('tab').count()).toBe(4);
  await page.keyboard.press('Escape');

  // The account shows how far the story has gone.
  await page.getByRole('button', { name: t.menu.account }).click();
  await page.getByText(fill(t.story.chapters, { done: 1, total: 4 })).waitFor();
  await shot(page, `story-${lang}-05-story-progress`);
}
