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

/** Bodies of the STOMP frames the page's sockets send and receive, from now on. */
function stompFrames(page: Page) {
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(String(f.payload)));
    ws.on('framereceived', (f) => received.push(String(f.payload)));
  });
  return { sent, received };
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
 * opponent; the player strikes, the other answers, and the answer reaches the screen. In English
 * (the watched duel below is in Russian); screenshots of each step.
 */
describe('a duel', () => {
  const lang: JourneyLang = 'en';
  const suite = serverAndBrowser({ width: 600, height: 900, locale: 'en-US' });

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

/**
 * Watching a duel between two other players: the watcher's link subscribes to the duel's own
 * destination, a move pushed there brings the watcher's look for it at once (the screen's own
 * look comes only every 15 s), and leaving lets the destination go. In Russian.
 */
describe('a watched duel', () => {
  const lang: JourneyLang = 'ru';
  const suite = serverAndBrowser({ width: 600, height: 900, locale: 'ru-RU' });

  it('follows the duellists’ moves by push', async () => {
    const { page } = suite.browser;
    const { t } = texts(lang);
    const url = suite.server.url;
    const frames = stompFrames(page);
    await setOutOnTheRoad(page, url, t, lang);
    const host = await rival(url);
    const joiner = await rival(url);
    sqlOn(suite, (db) => db.exec('UPDATE player SET level = 14'));
    await host.call('POST', '/api/battle/multi/open');
    const board = (await joiner.call('GET', '/api/battle/multi/list')) as {
      open: { id: number }[];
    };
    const started = (await joiner.call('POST', '/api/battle/multi/join', {
      duelId: board.open[0]!.id,
    })) as { battle: { id: number } };
    const battleId = started.battle.id;
    const destination = `/stomp/duel/${battleId}`;

    await page.reload();
    await waitForScene(page, 'road');
    await page.getByRole('button', { name: t.menu.arena }).click();
    await waitForScene(page, 'arena');
    await page.getByRole('tab', { name: t.arena.tab.duels }).click();
    await page.getByRole('button', { name: t.duels.watch }).click();
    await waitForScene(page, 'battle');
    await page.getByText(t.duels.watchWaiting).waitFor();
    await expect
      .poll(() => frames.sent.some((f) => f.includes(`destination:${destination}`)))
      .toBe(true);

    // The challenger strikes over HTTP: the push reaches the page and its look follows at once.
    const looked = page.waitForRequest(
      (r) => r.url().includes('/api/battle/multi/watch') && r.url().includes('offset='),
    );
    const ask = (await host.call('POST', '/api/battle/v2/ask')) as { ask: unknown };
    await host.call('POST', '/api/battle/v2/hit', ask.ask);
    await expect.poll(() => frames.received.some((f) => f.includes('"DUEL_MOVED"'))).toBe(true);
    await looked;
    await page.getByText(t.duels.watchWaiting).waitFor();
    await shot(page, `duel-${lang}-04-watched`);

    await page.getByRole('button', { name: t.arena.backToArena }).click();
    await waitForScene(page, 'arena');
    await expect.poll(() => frames.sent.some((f) => f.startsWith('UNSUBSCRIBE'))).toBe(true);
  });
});
