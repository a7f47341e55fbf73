import { boosterDef, CARDS, heroDef, PREMIUM_PACKS, type LocalText } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { amountText } from '../../packages/client/src/i18n/words';
import { shot, waitForScene } from './harness';
import { resize } from './layoutFaults';
import { startAsNewPlayer, switchLanguage } from './play';
import { setResource } from './players';
import { serverAndBrowser, sqlOn, type Suite } from './suite';
import { texts, type JourneyLang } from './texts';

/** The player's best victory, as if the road had been climbed that far. */
function setBestStair(suite: Suite, playerId: number, stair: number) {
  sqlOn(suite, (db) =>
    db.prepare('UPDATE player SET best_victory_stair = ? WHERE id = ?').run(stair, playerId),
  );
}

/**
 * The premium shops in a real browser: ark tokens bought in a pack and spent on an ark hero,
 * an amulet bought with amethysts, a card used on the hero it fits, a booster started from the
 * inbox, and the group upgrade and gender change dialogs. One player: English on a desktop, then
 * the language switched to Russian and the page turned to a phone's; screenshots.
 */
describe('the goods of the hall', () => {
  const suite = serverAndBrowser({ width: 800, height: 600, locale: 'en-US' });

  it('buys tokens and an ark hero, an amulet, uses a card and starts a booster', async () => {
    const { page } = suite.browser;
    let lang: JourneyLang = 'en';
    const { fill } = texts(lang);
    let { t, code: L } = texts(lang);
    const name = (text: LocalText) => (lang === 'ru' ? text.ru : text.en);
    const starter = 'Dobrynya Nikitich';

    await startAsNewPlayer(page, suite.server.url, t, lang);
    const chosen = page.waitForResponse((r) => r.url().includes('/api/hero/choose'));
    await page.getByRole('button', { name: fill(t.choice.go, { name: starter }) }).click();
    const playerId = ((await (await chosen).json()) as { id: number }).id;
    await waitForScene(page, 'road');
    setResource(suite.server, playerId, 'MITHRIL', 1000);
    setResource(suite.server, playerId, 'GOLD', 5000);
    setBestStair(suite, playerId, 30);
    await page.reload();
    await waitForScene(page, 'road');

    // The ark: a pack of tokens, then Balthazar for tokens.
    await page.getByRole('button', { name: t.menu.heroes }).click();
    await waitForScene(page, 'creature');
    await page.getByRole('tab', { name: t.hall.tabs.shop }).click();
    const pack = PREMIUM_PACKS.find((p) => p.currency === 'TOKENS')!;
    await page
      .getByRole('button', {
        name: fill(t.goods.pack, {
          amount: amountText(pack.amount, 'TOKENS', L),
          price: amountText(pack.gems, 'MITHRIL', L),
        }),
      })
      .click();
    const ark = page.locator('.hall-list li', { hasText: name(heroDef('vip_balthazar')!.name) });
    await ark.getByRole('button').click();
    await ark.getByText(t.hall.owned).waitFor();
    await ark.scrollIntoViewIfNeeded();
    await shot(page, `goods-${lang}-01-ark`);

    // The amulet shop: amethysts in a pack, the first amulet.
    await page.getByRole('tab', { name: t.hall.tabs.goods }).click();
    await page.getByRole('button', { name: new RegExp(amountText(100, 'AMETHYST', L)) }).click();
    await page
      .getByText(fill(t.goods.balance, { amount: amountText(100, 'AMETHYST', L) }))
      .waitFor();
    await page.locator('.hall-list li').first().getByRole('button').click();
    await page.getByRole('button', { name: new RegExp(t.goods.melt.split(' ')[0]!) }).waitFor();
    await shot(page, `goods-${lang}-02-amulets`);

    // Cards: the elephant fits the bogatyr; the card-use dialog lists him.
    await page.getByRole('tab', { name: t.goods.parts.cards }).click();
    const elephant = CARDS.find((c) => c.id === 'card_elephant')!;
    const row = page.locator('.hall-list li', { hasText: name(elephant.name) });
    await row
      .getByRole('button', { name: amountText(elephant.price.MITHRIL!, 'MITHRIL', L) })
      .click();
    await row.getByRole('button', { name: t.goods.use }).click();
    const dialog = page.getByRole('dialog', { name: t.goods.useTitle });
    await dialog.getByText(starter).waitFor();
    await shot(page, `goods-${lang}-03-card-dialog`);
    await dialog.getByRole('button', { name: t.goods.useOn }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // Russian on a phone from here, once the game has followed the resize (it waits half a
    // second for a resize to settle).
    await resize(page, 390, 844);
    ({ t, code: L } = await switchLanguage(page, lang, 'ru'));
    lang = 'ru';

    // Boosters: bought into the inbox and started.
    await page.getByRole('tab', { name: t.goods.parts.boosters }).click();
    const gold = boosterDef('booster_gold')!;
    await page
      .locator('.hall-list li', { hasText: name(gold.name) })
      .getByRole('button', { name: amountText(gold.price.MITHRIL!, 'MITHRIL', L) })
      .click();
    await page.getByRole('button', { name: t.goods.start }).click();
    await page.getByText(t.goods.noActive).waitFor({ state: 'detached' });
    await shot(page, `goods-${lang}-04-boosters`);

    // The battle setup (open from stair 25): the backpack is empty of elixirs so far.
    await page.getByRole('tab', { name: t.goods.parts.setup }).click();
    await page.getByText(t.goods.setupEmpty).waitFor();

    // The squad: the group upgrade and gender change dialogs.
    await page.getByRole('tab', { name: t.hall.tabs.squad }).click();
    await page.getByRole('button', { name: t.hall.groupLevelUp }).click();
    await page.getByRole('dialog', { name: t.goods.groupTitle }).waitFor();
    await shot(page, `goods-${lang}-05-group`);
    await page
      .getByRole('dialog', { name: t.goods.groupTitle })
      .getByRole('button', { name: t.common.cancel })
      .click();
    await page.getByRole('button', { name: t.goods.genderTitle }).click();
    await page.getByRole('button', { name: t.goods.female }).click();
    await page.getByRole('dialog', { name: t.goods.genderTitle }).waitFor({ state: 'detached' });

    // The backpack's shop: the deal of the day, bought at its discount.
    await page.getByRole('button', { name: t.menu.road }).click();
    await waitForScene(page, 'road');
    await page.getByRole('button', { name: t.menu.backpack }).click();
    await page.getByRole('tab', { name: t.bag.tabs.shop }).click();
    const deal = page.getByTestId('deal');
    await deal.getByText(texts(lang).counted(t.goods, 'dealLeft', 5)).waitFor();
    await deal.getByRole('button').click();
    await deal.getByText(texts(lang).counted(t.goods, 'dealLeft', 4)).waitFor();
    await shot(page, `goods-${lang}-06-deal`);

    expect(suite.browser.errors.filter((e) => !e.includes('401'))).toEqual([]);
  }, 240_000);
});
