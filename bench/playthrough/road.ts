import type { Page } from 'playwright-core';
import { waitForScene } from '../../tests/e2e/harness';
import { fastestBlows, fight, fightToTheEnd } from '../../tests/e2e/play';
import type { texts } from '../../tests/e2e/texts';
import { landed } from './press';
import type { Watch } from './watch';

type Texts = ReturnType<typeof texts>;

/** A battle's end as the result panel told it. */
export interface Fought {
  readonly stair: number;
  /** The stair's gate, not a place beside the road. */
  readonly gate: boolean;
  /** How the card rated the guard: GREEN, YELLOW or RED (the road's danger colours). */
  readonly danger: Danger;
  readonly won: boolean;
  readonly seconds: number;
  readonly speed: number;
}

/**
 * Which guards a pass takes on beside the safe and fair ones: none, the strong ones of places
 * that are not gates (their experience raises the player's level, the heroes' cap), or every
 * one, the gate included.
 */
export type Boldness = 'careful' | 'places' | 'gates';

type Danger = 'GREEN' | 'YELLOW' | 'RED';
const DANGERS: readonly Danger[] = ['GREEN', 'YELLOW', 'RED'];

/** What one pass over the places near the squad did. */
export interface Pass {
  readonly acted: number;
  readonly battles: Fought[];
}

/** Battles played at ×1 before the play-through sets ×4, as a player who has seen a few does. */
const BATTLES_AT_NORMAL_SPEED = 3;

/**
 * Plays a story or a talker's lines to their end, taking the first choice when asked. Answers
 * whether it read anything: a chapter not open yet only offers "later".
 */
async function readDialogue(page: Page, { t }: Texts): Promise<boolean> {
  const dialogue = page.locator('.story-dialogue');
  let read = false;
  const press = async (name: string) => {
    const button = dialogue.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) return false;
    await button.first().click();
    return true;
  };
  for (let line = 0; line < 40 && (await dialogue.count()) > 0; line++) {
    if (await press(t.story.finish)) return true;
    if (await press(t.story.next)) {
      read = true;
      continue;
    }
    if (await press(t.story.later)) break;
    const choice = dialogue.locator('.story-choices button, .story-choice');
    if ((await choice.count()) === 0) break;
    // A choice gone before the press (the scene moved on) ends this reading, not the run.
    if (!(await landed(choice.first().click({ timeout: 10_000 })))) break;
    read = true;
  }
  if ((await dialogue.count()) > 0) await page.keyboard.press('Escape');
  return read;
}

/** Fights the open card's guards by the hint and answers how it went. */
async function battle(
  page: Page,
  x: Texts,
  watch: Watch,
  stair: number,
  guard: { gate: boolean; danger: Danger },
  n: number,
): Promise<Fought> {
  const { t, fill } = x;
  await watch.timedScene(
    'scene change: road → battle',
    'battle',
    async () => {
      await fight(page, t);
      await waitForScene(page, 'battle');
    },
    '/api/battle/place/attack',
  );
  await watch.look('battle');
  if (n === BATTLES_AT_NORMAL_SPEED) await fastestBlows(page, t, fill);
  const speed = n >= BATTLES_AT_NORMAL_SPEED ? 4 : 1;
  const from = performance.now();
  watch.step = `fighting on stair ${stair}`;
  await fightToTheEnd(page, t, 600_000);
  const seconds = (performance.now() - from) / 1000;
  const result = page.locator('.battle-result');
  const won = (await result.getAttribute('class'))?.includes('battle-won') ?? false;
  await watch.look('battle result');
  await watch.timedScene('scene change: battle → road', 'road', async () => {
    // Won, the squad collects; lost, it goes back to the road (the hall visit comes next).
    await result
      .getByRole('button', { name: won ? t.battle.result.collect : t.battle.result.back })
      .click();
    await waitForScene(page, 'road');
  });
  const what = `${guard.gate ? 'the gate' : 'a place'} (${guard.danger})`;
  watch.log(
    `${won ? 'won' : 'lost'} ${what} on stair ${stair} in ${seconds.toFixed(1)} s at ×${speed}`,
  );
  watch.step = 'on the road';
  return { stair, ...guard, won, seconds, speed };
}

/**
 * One pass over the places near the squad, nearest stairs first, as a player taps them: takes
 * what lies free, reads signs, listens to talkers, and fights guards the card calls safe or fair,
 * and stronger ones as `bold` allows.
 */
export async function passPlaces(
  page: Page,
  x: Texts,
  watch: Watch,
  bold: Boldness,
  foughtSoFar: number,
): Promise<Pass> {
  const { t } = x;
  const list = page.getByRole('navigation', { name: t.road.places });
  const entry = new RegExp(
    `^${t.road.placeEntry.replace('{{title}}', '(.+)').replace('{{stair}}', '(\\d+)')}$`,
  );
  const names = await list.getByRole('button').allTextContents();
  const order = names
    .map((name, at) => ({ at, stair: Number(entry.exec(name)?.[2] ?? 0) }))
    .sort((a, b) => a.stair - b.stair);
  const battles: Fought[] = [];
  let acted = 0;
  const a = t.road.action;
  // A hero-bound find (a skill stone, a rune) goes to the hero the card has picked.
  const actions = [a.take, a.collect, a.read, a.drink, a.learn, a.turn];
  for (const { at, stair } of order) {
    watch.step = `at ${names[at]}`;
    const button = list.getByRole('button').nth(at);
    // The list changes as places are taken and the squad walks: a button gone ends the pass.
    const focused = await landed(button.focus({ timeout: 5000 }));
    if (!focused) break;
    await page.keyboard.press('Enter');
    const card = page.locator('.place-card').first();
    await card.waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await watch.look('place card');
    if ((await page.locator('.story-dialogue').count()) > 0) {
      if (await readDialogue(page, x)) {
        watch.log(`read ${names[at]}`);
        acted++;
      }
      continue;
    }
    // A card still closing (a talker's scene just ended) answers nothing: the next pass comes back.
    const text = await card.innerText({ timeout: 5000 }).catch(() => null);
    if (text === null) continue;
    const has = async (name: string) =>
      (await card.getByRole('button', { name, exact: true }).count()) > 0;
    if (await has(t.road.action.fight)) {
      const gate = text.includes(t.road.gate.split('{{')[0]!);
      const danger = DANGERS.find((d) => text.includes(t.road.danger[d])) ?? 'YELLOW';
      const strong = danger === 'RED';
      const ready = await card
        .getByRole('button', { name: t.road.action.fight, exact: true })
        .isEnabled();
      if (ready && (!strong || bold === 'gates' || (bold === 'places' && !gate))) {
        const guard = { gate, danger };
        battles.push(await battle(page, x, watch, stair, guard, foughtSoFar + battles.length));
        acted++;
        return { acted, battles };
      }
    } else if (await has(t.road.action.talk)) {
      // A card still settling (a dialog closing over it) takes the press on the next pass.
      const talked = await landed(
        card
          .getByRole('button', { name: t.road.action.talk, exact: true })
          .click({ timeout: 10_000 }),
      );
      if (talked && (await readDialogue(page, x))) acted++;
      if (!talked) await page.keyboard.press('Escape');
      continue;
    } else {
      for (const name of actions) {
        if (!(await has(name))) continue;
        // As with a talker: a card that will not hold still takes the press on the next pass,
        // and the log says so (once it held a run for 30 s at stair 9).
        const pressed = await landed(
          card.getByRole('button', { name, exact: true }).click({ timeout: 10_000 }),
        );
        if (!pressed) {
          watch.log(`the card's "${name}" did not hold still for 10 s on stair ${stair}`);
          break;
        }
        await card
          .getByRole('button', { name, exact: true })
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        acted++;
        break;
      }
    }
    await page.keyboard.press('Escape');
  }
  return { acted, battles };
}

/** Walks a few steps up the road (or back down to places that have come back), as the arrow keys do. */
export async function walkOn(page: Page, way: 'up' | 'down' = 'up'): Promise<void> {
  for (let step = 0; step < 6; step++)
    await page.keyboard.press(way === 'up' ? 'ArrowUp' : 'ArrowDown');
}
