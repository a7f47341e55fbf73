import type { Locator, Page } from 'playwright-core';
import { waitForScene } from './harness';
import { texts, type JourneyLang } from './texts';

type T = ReturnType<typeof texts>['t'];

/** A new visitor plays as a guest, picks the first starter and sets out on the road. */
export async function startAsNewPlayer(page: Page, url: string, t: T, lang: string): Promise<void> {
  await page.goto(`${url}/?lang=${lang}&renderer=canvas`);
  await waitForScene(page, 'characterSelection');
  await page.getByRole('button', { name: t.welcome.guest }).click();
  await page.getByRole('heading', { name: t.choice.title }).waitFor();
}

/** A new guest takes the first starter and stands on the road. */
export async function setOutOnTheRoad(page: Page, url: string, t: T, lang: string): Promise<void> {
  await startAsNewPlayer(page, url, t, lang);
  const go = t.choice.go.split('{{')[0]!;
  await page
    .getByRole('button', { name: new RegExp(`^${go}`) })
    .first()
    .click();
  await waitForScene(page, 'road');
}

/**
 * Opens the card of the `skip`-th guarded place near the squad, through the keyboard list of
 * places nearby (the canvas itself cannot be tabbed through). With none near, the squad walks
 * on up the road (the arrow keys) and looks again. Answers the place's title.
 */
export async function openGuardedPlace(page: Page, t: T, skip = 0): Promise<string> {
  const list = page.getByRole('navigation', { name: t.road.places });
  const seen: string[] = [];
  for (let walk = 0; walk < 4; walk++) {
    const names = await list.getByRole('button').allTextContents();
    seen.push(...names);
    let found = 0;
    // Pressed as a keyboard player does (the list is for keyboards), by position, not by name:
    // two places of one kind on a stair share their entry's text.
    for (const [at, name] of names.entries()) {
      await list.getByRole('button').nth(at).focus();
      await page.keyboard.press('Enter');
      const card = page.locator('.place-card');
      await card.waitFor();
      if ((await card.getByRole('button', { name: t.road.action.fight }).count()) > 0) {
        if (found++ === skip) return name;
      }
    }
    await page.keyboard.press('Escape');
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowUp');
    // The list follows the squad: wait until it names other places (or, on a crowded road
    // where they stay in sight, give it a generous while).
    const before = names.join('\n');
    await page
      .waitForFunction(
        ({ label, before }) => {
          const nav = document.querySelector(`nav[aria-label="${label}"]`);
          const now = [...(nav?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
          return now.join('\n') !== before;
        },
        { label: t.road.places, before },
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  }
  throw new Error(`No guarded place number ${skip + 1} among ${[...new Set(seen)].join('; ')}`);
}

/**
 * Presses Fight on the open place card; a badly hurt squad is asked first, and this player
 * fights anyway.
 */
export async function fight(page: Page, t: T): Promise<void> {
  const card = page.locator('.place-card');
  await card.getByRole('button', { name: t.road.action.fight }).click();
  const anyway = card.getByRole('button', { name: t.wounds.fightAnyway });
  const started = page.locator('.stage[data-scene="battle"]');
  await Promise.race([anyway.waitFor({ timeout: 60_000 }), started.waitFor({ timeout: 60_000 })]);
  if (await anyway.isVisible()) await anyway.click();
}

/**
 * Sets the battle's animation to its fastest (×4) with the speed toggle; the choice is kept for
 * later battles and replays.
 */
export async function fastestBlows(
  page: Page,
  t: T,
  fill: (text: string, values: Record<string, string | number>) => string,
): Promise<void> {
  const speed = page.locator('.battle-speed');
  const fastest = fill(t.battle.speed, { speed: 4 });
  for (let i = 0; i < 3 && (await speed.getAttribute('aria-label')) !== fastest; i++) {
    await speed.click();
  }
  await page.locator(`.battle-speed[aria-label="${fastest}"]`).waitFor();
}

/**
 * Plays the battle out by the hint (the move the AI would make), hit after hit, for up to
 * `withinMs` (a slowed-down page needs longer).
 */
export async function fightToTheEnd(page: Page, t: T, withinMs = 90_000): Promise<void> {
  // One look at the page and, if a button is ready, its press, in one step inside the page and
  // repeated there every 50 ms: the battle may end between two separate looks, a press must not
  // wait for a button that has gone, and a button that comes ready is pressed at once.
  await page
    .waitForFunction(
      ({ hintName, hitName }) => {
        if (document.querySelector('.battle-result')) return true;
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('.battle-actions .btn')];
        const named = (name: string) => buttons.find((b) => b.textContent?.trim() === name);
        const hit = named(hitName);
        const hint = named(hintName);
        const preview = document.querySelector('.battle-preview') !== null;
        if (preview && hit && !hit.disabled) hit.click();
        else if (!preview && hint && !hint.disabled) hint.click();
        return false;
      },
      { hintName: t.battle.hint, hitName: t.battle.hit },
      { polling: 50, timeout: withinMs },
    )
    .catch(() => undefined);
  await page.locator('.battle-result').waitFor({ timeout: 30_000 });
}

/**
 * The player switches the game's language in the settings, the page running on: a journey plays
 * its flow once and sees its screens in both languages. Answers the new language's texts.
 */
export async function switchLanguage(
  page: Page,
  from: JourneyLang,
  to: JourneyLang,
): Promise<ReturnType<typeof texts>> {
  const was = texts(from);
  const now = texts(to);
  await page.getByRole('button', { name: was.t.menu.settings }).first().click();
  const settings = page.getByRole('dialog', { name: was.t.settings.title });
  await settings.getByRole('radio', { name: was.t.settings.languages[now.code] }).click();
  // The whole page speaks the new language once the settings window does.
  await page
    .getByRole('dialog', { name: now.t.settings.title })
    .getByRole('radio', { name: now.t.settings.languages[now.code], checked: true })
    .waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: now.t.settings.title }).waitFor({ state: 'detached' });
  return now;
}

/**
 * A button of the social column (chat, mail, forum, gifts, rating, the shops), unfolding the
 * column first where it folds behind "more" (inside the game column, without rails beside it).
 * Opening an overlay from it folds the column again: ask for the button anew after that.
 */
export async function socialButton(page: Page, overlay: string): Promise<Locator> {
  const bar = page.locator('.social-bar');
  await bar.waitFor();
  const button = bar.locator(`[data-overlay-button="${overlay}"]`);
  const folded = bar.locator('.social-more[aria-expanded="false"]');
  if ((await button.count()) === 0 && (await folded.count()) > 0) await folded.click();
  await button.waitFor();
  return button;
}
