/**
 * The first hour, played in the browser as a new player plays it: a fresh guest on the default
 * renderer (Auto; headless Chromium's WebGL is software, SwiftShader), at one screen size and in
 * one language, tapping the game's own buttons until the road reaches a stair. It takes the first
 * starter, fights by the battle hint, takes what lies free on the road, reads signs and talkers,
 * takes new heroes while the squad has room and raises them with the group raise. Out of safe
 * fights it takes on strong guards away from the gate, then the gate, walks back down for places
 * that have come back, and lets a fallen squad rest when the gold cannot restore it.
 *
 * On every screen it meets it runs the layout journey's check (overlapping controls, covered
 * cards or places, controls out of reach, cut text) and notes a dismissed hint that comes back.
 * It reports the stair after each minute, each battle, the squad, how long scene changes and
 * battles took, and writes it all to `bench/results/playthrough/<lang>-<width>x<height>.json`.
 *
 * Usage (after `npm run build`): `npm run bench:playthrough -- [ru|en] [360x740] [stair 10]
 * [minutes 45]`.
 */
import { heroLevelCost, biomeOfStair, pickText } from '@heroroad/rules';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, launchBrowser, startServer, waitForScene } from '../../tests/e2e/harness';
import { texts, type JourneyLang } from '../../tests/e2e/texts';
import { visitHall } from './hall';
import { collectRewards } from './rewards';
import { passPlaces, walkOn, type Fought } from './road';
import { playerState } from './state';
import { Watch } from './watch';

const [langArg = 'ru', sizeArg = '360x740', stairArg = '10', minutesArg = '45'] =
  process.argv.slice(2);
const lang = langArg as JourneyLang;
const [width, height] = sizeArg.split('x').map(Number) as [number, number];
const targetStair = Number(stairArg);
const minutes = Number(minutesArg);
if (!['ru', 'en'].includes(lang) || !width || !height || !targetStair || !minutes) {
  throw new Error('usage: playthrough [ru|en] [WIDTHxHEIGHT] [stair] [minutes]');
}

const x = texts(lang);
const { t } = x;
const server = await startServer();
const browser = await launchBrowser({
  clock: server.clock,
  width,
  height,
  locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
  motion: 'full',
});
const { page } = browser;
// tsx keeps function names with a helper (`__name`) that functions sent into the page call.
await browser.context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
const watch = new Watch(page);
// The calls the server refused, by method, path and code: a console error names none of them.
const refused = new Map<string, number>();
page.on('response', (response) => {
  if (response.status() < 400 || !response.url().includes('/api/')) return;
  const { pathname } = new URL(response.url());
  void response
    .json()
    .then(
      (body: { code?: string }) => body.code ?? '',
      () => '',
    )
    .then((code) => {
      const key = `${response.status()} ${response.request().method()} ${pathname} ${code}`.trim();
      refused.set(key, (refused.get(key) ?? 0) + 1);
    });
});
const battles: Fought[] = [];
const stairByMinute: number[] = [];
let renderer = '';

// A step that takes over a minute is named, with a picture of the page, so a stall can be read.
let lastEvents = 0;
const watchdog = setInterval(() => {
  if (watch.events.length !== lastEvents) {
    lastEvents = watch.events.length;
    return;
  }
  watch.log(`still ${watch.step}`);
  lastEvents = watch.events.length;
  void page
    .screenshot({
      path: join(ROOT, `bench/results/playthrough/${lang}-${width}x${height}-now.png`),
    })
    .catch(() => undefined);
}, 60_000);

try {
  await watch.timed('first scene', async () => {
    // No ?renderer=: Auto decides, as for a player.
    await page.goto(`${server.url}/?lang=${lang}`);
    await waitForScene(page, 'characterSelection', 90_000);
  });
  renderer = (await page.locator('.game-canvas canvas').getAttribute('data-renderer')) ?? '';
  watch.log(`Auto chose ${renderer}`);
  await watch.look('welcome');
  await page.getByRole('button', { name: t.welcome.guest }).click();
  await page.getByRole('heading', { name: t.choice.title }).waitFor();
  await watch.look('hero choice');
  await watch.timedScene('scene change: choice → road', 'road', async () => {
    await page.locator('.hero-choice .btn-primary').click();
    await waitForScene(page, 'road');
  });

  let idle = 0;
  let hallAt = -1;
  let resting = false;
  while (watch.minutes() < minutes) {
    const state = await playerState(page);
    while (stairByMinute.length < Math.floor(watch.minutes())) stairByMinute.push(state.stair);
    if (state.stair >= targetStair) break;
    await watch.look('road');
    // What the game marks as waiting (the tutorial's end, the day's gift, task rewards) first.
    if ((await collectRewards(page, x, watch)) > 0) continue;
    const cheapest = Math.min(...state.heroes.map((h) => heroLevelCost(h.level)));
    const hurt = state.heroes.some((h) => h.health < h.maxHealth * 0.6);
    const room = state.heroes.filter((h) => h.combative).length < state.squadSlots;
    if (battles.length !== hallAt && (state.gold >= cheapest * 2 || hurt || room)) {
      watch.step = "in the heroes' hall";
      hallAt = battles.length;
      await visitHall(page, x, watch);
      await watch.dismissHint(t.road.hint.dismiss);
      continue;
    }
    // A fallen squad the gold could not restore rests (its health comes back with time), as a
    // player does rather than send it in to lose again.
    const share = state.healthShare;
    if (share < 0.4) {
      watch.step = `resting at ${Math.round(share * 100)}% health`;
      if (!resting) watch.log(`the squad rests at ${Math.round(share * 100)}% health`);
      resting = true;
      await page.waitForTimeout(20_000);
      continue;
    }
    resting = false;
    watch.step = `passing the places near the squad on stair ${state.stair}`;
    const bold = idle >= 5 ? 'gates' : idle >= 3 ? 'places' : 'careful';
    const pass = await passPlaces(page, x, watch, bold, battles.length);
    battles.push(...pass.battles);
    if (pass.acted > 0) {
      idle = 0;
      continue;
    }
    idle++;
    // Up the road, or every other time back down to the places that have come back.
    const way = idle % 2 === 0 ? 'down' : 'up';
    watch.log(`nothing to do near the squad on stair ${state.stair} (${idle} in a row): ${way}`);
    await page.screenshot({
      path: join(ROOT, `bench/results/playthrough/${lang}-${width}x${height}-idle.png`),
    });
    await walkOn(page, way);
    await page.waitForTimeout(1500);
  }
} finally {
  clearInterval(watchdog);
  const state = await playerState(page).catch(() => undefined);
  const biomes = [...new Set(battles.map((b) => pickText(biomeOfStair(b.stair).name, x.code)))];
  const report = {
    lang,
    viewport: `${width}×${height}`,
    renderer,
    minutes: Number(watch.minutes().toFixed(1)),
    reached: state?.stair,
    playerLevel: state?.level,
    squad: state?.heroes.map((h) => ({ name: h.name, level: h.level, fighting: h.combative })),
    stairByMinute,
    biomes,
    battles,
    // The measure: a gate lost, and lost again at the next try at it.
    gateLostTwiceInARow: battles
      .filter((b) => b.gate)
      .some(
        (b, i, gates) => !b.won && i > 0 && !gates[i - 1]!.won && gates[i - 1]!.stair === b.stair,
      ),
    timings: Object.fromEntries(
      [...watch.timings].map(([kind, list]) => [
        kind,
        {
          count: list.length,
          medianMs: Math.round([...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!),
          maxMs: Math.round(Math.max(...list)),
        },
      ]),
    ),
    faults: [...watch.faults].map(([fault, screen]) => ({ screen, fault })),
    errors: browser.errors,
    refused: Object.fromEntries(refused),
    events: watch.events,
  };
  const dir = join(ROOT, 'bench/results/playthrough');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${lang}-${width}x${height}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(JSON.stringify({ ...report, events: undefined, battles: battles.length }, null, 2));
  await browser.close();
  await server.stop();
}
