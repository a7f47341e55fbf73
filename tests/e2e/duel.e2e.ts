import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, waitForScene } from './harness';
import { setOutOnTheRoad } from './play';
import { serverAndBrowser, sqlOn } from './suite';
import { texts, type JourneyLang } from './texts';

/** The other duellist, played over HTTP: a guest with a hero. */
async function rival(url: string) {
  const trial = await fetch(`${url}/api/security/registerTrial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: '{}',
  });
  const authorization = trial.headers.get('authorization') ?? '';
  const headers = { 'content-type': 'application/json', authorization, origin: url };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const r = await fetch(`${url}${path}`, {
      method,
      headers,
      // A JSON request needs a body, even an empty one.
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    expect(r.status).toBe(200);
    return r.json();
  };
  await call('POST', '/api/hero/choose', { heroId: 'hero_halfdan' });
  const { name } = (await call('GET', '/api/player/current')) as { name: string };
  return { name, call };
}

/** The page's player strikes once, by the hint. */
async function strikeByHint(page: Page, hint: string, hit: string) {
  await page.getByRole('button', { name: hint }).click();
  await page.locator('.battle-preview').waitFor();
  await page.getByRole('button', { name: hit }).click();
}

/**
 * A duel in a real browser: the player challenges anyone, another player takes it up, and the
 * battle scene comes by the server's push (its toast names the taker); the header names the
 * opponent; the player strikes, the other answers, and the answer reaches the screen. English
 * and Russian, screenshots of each step.
 */
describe.each<[JourneyLang, string]>([
  ['en', 'en-US'],
  ['ru', 'ru-RU'],
])('a duel (%s)', (lang, locale) => {
  const suite = serverAndBrowser({ width: 600, height: 900, locale });

  it('is taken up, named in the header, and the other side’s move comes to the screen', async () => {
    const { page } = suite.browser;
    const { t, fill } = texts(lang);
    const url = suite.server.url;
    await setOutOnTheRoad(page, url, t, lang);
    const other = await rival(url);
    sqlOn(suite, (db) => db.exec('UPDATE player SET level = 14'));
    await page.reload();
    await waitForScene(page, 'road');

    await page.getByRole('button', { name: t.menu.arena }).click();
    await waitForScene(page, 'arena');
    await page.getByRole('tab', { name: t.arena.tab.duels }).click();
    await page.getByRole('button', { name: t.duels.challenge }).click();
    await page.getByText(t.duels.mineOpen).waitFor();
    await shot(page, `duel-${lang}-01-challenge`);

    const board = (await other.call('GET', '/api/battle/multi/list')) as {
      open: { id: number }[];
    };
    await other.call('POST', '/api/battle/multi/join', { duelId: board.open[0]!.id });
    // Only the push says who took the challenge up; the board's own look would not.
    await page.getByText(fill(t.duels.taken, { name: other.name })).waitFor();
    await waitForScene(page, 'battle');
    const header = page.locator('.battle-duel');
    await header.waitFor();
    expect(await header.textContent()).toBe(
      fill(t.duels.opponent, { name: other.name, level: 14 }),
    );
    await shot(page, `duel-${lang}-02-opponent`);

    // The challenger moves first; then the other side answers over HTTP.
    await page.locator('.battle-turn', { hasText: t.battle.turn.defender }).waitFor();
    await strikeByHint(page, t.battle.hint, t.battle.hit);
    await page.locator('.battle-turn', { hasText: t.battle.turn.foe }).waitFor();
    const ask = (await other.call('POST', '/api/battle/v2/ask')) as { ask: unknown };
    await other.call('POST', '/api/battle/v2/hit', ask.ask);
    await page.locator('.battle-turn', { hasText: t.battle.turn.defender }).waitFor();
    await shot(page, `duel-${lang}-03-answered`);
  });
});
