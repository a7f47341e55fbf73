import { STAIR_LENGTH, biomeOfStair } from '@heroroad/rules';
import { describe, expect, it } from 'vitest';
import { picture, waitForScene } from './harness';
import { fight, openGuardedPlace, startAsNewPlayer } from './play';
import { serverAndBrowser, sqlOn, type Suite } from './suite';
import { texts, type JourneyLang } from './texts';

/** Puts the player at the start of a stair, with the road walked to its end. */
function standOn(suite: Suite, playerId: number, stair: number) {
  const start = (stair - 1) * STAIR_LENGTH;
  sqlOn(suite, (db) =>
    db
      .prepare(
        'UPDATE player SET coordinate = ?, max_coordinate = ?, stair = ?, best_victory_stair = ?, level = ? WHERE id = ?',
      )
      .run(start + 12, start + STAIR_LENGTH - 1, stair, stair - 1, stair, playerId),
  );
}

/**
 * The road as it changes: the hero choice with its three starters, the road at stairs 1, 4, 8
 * and 12 (the meadow, then the birch grove) and a first battle with its monster's portrait, in
 * each language, with a picture of each.
 */
describe.each(['ru', 'en'] as const)('a road that changes (%s)', (lang: JourneyLang) => {
  const suite = serverAndBrowser({
    width: 600,
    height: 900,
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
    motion: 'full',
  });

  it('shows the starters, each band of the first stairs and a battle', async () => {
    const { page } = suite.browser;
    const { t } = texts(lang);
    await startAsNewPlayer(page, suite.server.url, t, lang);
    await picture(page, `look-${lang}-choice`);
    const chosen = page.waitForResponse((r) => r.url().includes('/api/hero/choose'));
    const go = t.choice.go.split('{{')[0]!;
    await page
      .getByRole('button', { name: new RegExp(`^${go}`) })
      .first()
      .click();
    const playerId = ((await (await chosen).json()) as { id: number }).id;
    await waitForScene(page, 'road');

    const bands = new Set<string>();
    for (const stair of [1, 4, 8, 12]) {
      standOn(suite, playerId, stair);
      await page.reload();
      await waitForScene(page, 'road');
      bands.add(biomeOfStair(stair).id);
      await picture(page, `look-${lang}-road-${stair}`);
    }
    expect(bands.size).toBeGreaterThanOrEqual(2);

    standOn(suite, playerId, 1);
    await page.reload();
    await waitForScene(page, 'road');
    await openGuardedPlace(page, t);
    await fight(page, t);
    await waitForScene(page, 'battle');
    await picture(page, `look-${lang}-battle`);
  });
});
