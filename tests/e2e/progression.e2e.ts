import {
  ARTIFACTS,
  FORCES,
  countedName,
  WARRIOR_CLASS_DEFS,
  forceUpgradeCost,
  formatDuration,
  itemUpgradePlan,
  SQUAD_SLOT_GEMS,
} from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { startAsNewPlayer, switchLanguage } from './play';
import { setResource } from './players';
import { serverAndBrowser, sqlOn, type Suite } from './suite';
import { texts, type JourneyLang } from './texts';

/** An amount as the game writes it: the number and its currency's word in the fitting form. */
const counted = (n: number, currency: 'ELIXIR' | 'CRYSTAL' | 'GOLD', lang: JourneyLang) =>
  `${n} ${countedName(currency, n, lang === 'ru' ? 'RU' : 'EN')}`;

/** An artifact lying in the player's backpack, as if found on the road. */
function putArtifactInBackpack(suite: Suite, playerId: number, artifactId: string) {
  sqlOn(suite, (db) =>
    db
      .prepare(
        'INSERT INTO artifact_item (player_id, artifact_id, level, creature_id, created_at) VALUES (?, ?, 3, NULL, ?)',
      )
      .run(playerId, artifactId, suite.server.clock.now()),
  );
}

/** A squad-slot offer standing for a day, as the move that filled the squad would make it. */
function offerSquadSlot(suite: Suite, playerId: number) {
  const now = suite.server.clock.now();
  sqlOn(suite, (db) =>
    db
      .prepare(
        "INSERT INTO offer (player_id, offer_type, viewed, expires_at, created_at, price) VALUES (?, 'SQUAD_SLOT', 0, ?, ?, ?)",
      )
      .run(playerId, now + 86_400_000, now, SQUAD_SLOT_GEMS),
  );
}

/**
 * Growing the squad in a real browser: a player buys a hero in the shop, gives it an artifact
 * from the backpack, starts a force upgrade on the hero page and finishes it at once for
 * emeralds. Played once: in English up to the artifact, then in Russian after a switch of the
 * language in the settings; screenshots of each step.
 */
describe('growing the squad', () => {
  const suite = serverAndBrowser({ width: 700, height: 1000, locale: 'en-US' });

  it('buys a hero, gives it an artifact, starts a force upgrade and speeds it up', async () => {
    const { page } = suite.browser;
    let lang: JourneyLang = 'en';
    let { t, fill } = texts(lang);
    const hero = () => (lang === 'ru' ? 'Алёша Попович' : 'Alyosha Popovich');
    const starter = 'Dobrynya Nikitich';
    const artifact = ARTIFACTS[0]!;
    const force = FORCES.find((f) => f.warriorClass === 'human') ?? FORCES[0]!;

    await startAsNewPlayer(page, suite.server.url, t, lang);
    const chosen = page.waitForResponse((r) => r.url().includes('/api/hero/choose'));
    await page.getByRole('button', { name: fill(t.choice.go, { name: starter }) }).click();
    const playerId = ((await (await chosen).json()) as { id: number }).id;
    await waitForScene(page, 'road');

    setResource(suite.server, playerId, 'GOLD', 5000);
    setResource(suite.server, playerId, 'ELIXIR', 500);
    setResource(suite.server, playerId, 'MITHRIL', 300);
    setResource(suite.server, playerId, 'CRYSTAL', 100);
    putArtifactInBackpack(suite, playerId, artifact.id);
    offerSquadSlot(suite, playerId);
    await page.reload();
    await waitForScene(page, 'road');

    // The heroes' hall says once that an offer is there; a tap dismisses the toast.
    await page.getByRole('button', { name: t.menu.heroes }).click();
    await waitForScene(page, 'creature');
    const toast = page.getByText(fill(t.slotOffers.toast, { name: t.slotOffers.name.SQUAD_SLOT }));
    await toast.waitFor();
    await shot(page, `progression-${lang}-00-offer-toast`);
    await toast.click();
    await toast.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.menu.road }).click();
    await waitForScene(page, 'road');

    // A free-slot offer: the road's chip leads to it; taken for emeralds, the squad grows.
    await page.getByRole('button', { name: t.slotOffers.chip_one }).click();
    const take = page.getByRole('button', {
      name: texts(lang).counted(t.slotOffers, 'take', SQUAD_SLOT_GEMS),
    });
    await take.waitFor();
    await shot(page, `progression-${lang}-00-slot-offer`);
    await take.click();
    await take.waitFor({ state: 'detached', timeout: 10_000 });
    await page.keyboard.press('Escape');

    // The shop: a usual hero for gold.
    await page.getByRole('button', { name: t.menu.heroes }).click();
    await waitForScene(page, 'creature');
    await page.getByRole('tab', { name: t.hall.tabs.shop }).click();
    const row = page.locator('.hall-list li', { hasText: hero() });
    await row.getByRole('button').click();
    await row.getByText(t.hall.owned).waitFor();
    await shot(page, `progression-${lang}-01-shop`);

    // The new hero's page: an artifact from the backpack.
    await page.getByRole('tab', { name: t.hall.tabs.squad }).click();
    await page.locator('.hall-list li', { hasText: hero() }).getByText(hero()).first().click();
    await page.getByRole('heading', { name: new RegExp(hero()) }).waitFor();
    await page.getByRole('button', { name: t.hall.equipFromBag }).click();
    await page
      .getByRole('list', { name: t.hall.backpackArtifacts })
      .getByRole('button', { name: t.hall.equip })
      .click();
    await page.getByRole('button', { name: t.hall.unequip }).waitFor();
    await shot(page, `progression-${lang}-02-artifact`);

    // In Russian from here.
    ({ t, fill } = await switchLanguage(page, lang, 'ru'));
    lang = 'ru';
    const forceName = force.name.ru;

    // The Forces tab: learn a force, watch it count down, finish it for emeralds.
    await page.getByRole('tab', { name: t.hall.tabs.forces }).click();
    await page.getByTestId('hammers').waitFor();
    // The forces to learn: found by name in the search field, chosen from their group.
    const className = WARRIOR_CLASS_DEFS[force.warriorClass].name.ru;
    await page.getByRole('searchbox', { name: t.forces.search }).fill(className);
    await page
      .getByRole('group', { name: t.forces.pick })
      .getByRole('button', { name: className, exact: true })
      .click();
    const raise = fill(t.forces.raise, {
      level: 1,
      elixir: counted(forceUpgradeCost(1).elixir, 'ELIXIR', lang),
      time: formatDuration(forceUpgradeCost(1).seconds, lang === 'ru' ? 'RU' : 'EN'),
    });
    await page.getByRole('button', { name: raise }).click();
    const timer = page.getByTestId('force-timer');
    await timer.waitFor();
    await expect
      .poll(() => page.getByTestId('hammers').textContent(), { timeout: 10_000 })
      .toBe(fill(t.forces.hammers, { current: 1, max: 2 }));
    await shot(page, `progression-${lang}-03-force-timer`);
    await timer.getByRole('button').click();
    await timer.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('heading', { name: t.forces.known }).waitFor();
    await expect
      .poll(() => page.locator('.hall-list li', { hasText: forceName }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await shot(page, `progression-${lang}-04-force-learned`);
    // The smithy: the worn artifact raised a level (crystals and gold) over a timer, finished
    // for emeralds.
    await page.getByRole('tab', { name: t.hall.tabs.smithy }).click();
    const plan = itemUpgradePlan(3);
    await page
      .getByRole('button', {
        name: fill(t.smithy.upgrade, {
          crystal: counted(plan.crystal, 'CRYSTAL', lang),
          gold: counted(plan.gold, 'GOLD', lang),
          time: formatDuration(plan.seconds, lang === 'ru' ? 'RU' : 'EN'),
        }),
      })
      .click();
    const upgrading = page.getByTestId('artifact-timer');
    await upgrading.waitFor();
    await shot(page, `progression-${lang}-05-smithy`);
    await upgrading.getByRole('button').click();
    await upgrading.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('tab', { name: t.hall.tabs.hero }).click();
    await page.getByText(fill(t.hall.itemLevel, { level: 4 })).waitFor();

    // A new visitor's first look-up of the current player answers 401 (SPEC §8: ignored).
    expect(suite.browser.errors.filter((e) => !e.includes('401'))).toEqual([]);
  }, 240_000);
});
