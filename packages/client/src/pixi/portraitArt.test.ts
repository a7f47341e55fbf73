import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BIOMES, MONSTERS, STARTER_HEROES } from '@heroroad/rules';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { faceFiles, faceSeeds } from '../../build/faceFiles';
import { heroStyle } from './heroStyles';
import { BAND_BACKDROPS, MONSTER_LOOKS } from './monsterLooks';
import { heroPortraitSvg, monsterPortraitSvg } from './portraitArt';
import { PORTRAIT_ICON_NAMES } from './portraitIconNames';

/** Distance between two #rrggbb colours in RGB space (0 … 441). */
function distance(a: string, b: string): number {
  const rgb = (h: string) =>
    [0, 2, 4].map((i) => Number.parseInt(h.replace('#', '').slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((v, i) => v - y[i]!));
}

describe('portrait specs', () => {
  it('gives every monster a look, with a silhouette no other monster wears', () => {
    const ids = MONSTERS.map((m) => m.id);
    expect(Object.keys(MONSTER_LOOKS).sort()).toEqual([...ids].sort());
    const icons = Object.values(MONSTER_LOOKS).map((l) => l.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('keeps the monsters of one band apart in colour too', () => {
    for (const band of BIOMES) {
      const looks = MONSTERS.filter((m) => m.biome === band).map((m) => MONSTER_LOOKS[m.id]!);
      for (let i = 0; i < looks.length; i++)
        for (let j = i + 1; j < looks.length; j++)
          expect(distance(looks[i]!.body, looks[j]!.body), `${band} ${i}/${j}`).toBeGreaterThan(30);
    }
    // The play-test's complaint: the wolf and the field spirit.
    const wolf = MONSTER_LOOKS.m_grey_wolf!;
    const spirit = MONSTER_LOOKS.m_polevik!;
    expect(wolf.icon).not.toBe(spirit.icon);
    expect(distance(wolf.body, spirit.body)).toBeGreaterThan(100);
  });

  it('gives every band its own backdrop', () => {
    expect(Object.keys(BAND_BACKDROPS).sort()).toEqual([...BIOMES].sort());
    const patterns = Object.values(BAND_BACKDROPS).map((b) => b.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('tells the three starters apart by emblem, backdrop, hair and cloak', () => {
    const styles = STARTER_HEROES.map((h) => heroStyle(`hero:${h.id}`));
    expect(styles).toHaveLength(3);
    for (const key of ['emblem', 'outer', 'hair', 'cloth'] as const)
      expect(new Set(styles.map((s) => s[key])).size, key).toBe(3);
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++) {
        expect(distance(styles[i]!.outer, styles[j]!.outer)).toBeGreaterThan(100);
        expect(distance(`#${styles[i]!.hair}`, `#${styles[j]!.hair}`)).toBeGreaterThan(80);
      }
  });

  it('names only icons the game-icons set has', () => {
    const require = createRequire(import.meta.url);
    const set = JSON.parse(
      readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8'),
    ) as { icons: Record<string, unknown>; aliases?: Record<string, unknown> };
    const known = (n: string) => n in set.icons || n in (set.aliases ?? {});
    expect(PORTRAIT_ICON_NAMES.filter((n) => !known(n))).toEqual([]);
  });
});

describe('portrait art', () => {
  const fetched: string[] = [];
  // The face files are the build's (`/@faces/<name>.svg`, build/faces.ts); each icon file
  // answers a square with the icon's name, so the drawings can be told apart.
  const serve = async (url: string) => {
    fetched.push(url);
    const face = /^\/@faces\/(.+)\.svg$/.exec(url)?.[1];
    return {
      ok: true,
      text: async () =>
        face !== undefined
          ? faceFiles(faceSeeds()).get(face)
          : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><g id="i"><path fill="currentColor" d="M0 0h512v512z" data-icon="${url}"/></g></svg>`,
    };
  };
  beforeAll(() => vi.stubGlobal('fetch', serve));
  afterAll(() => vi.unstubAllGlobals());

  it('draws a monster in its colours on its band’s backdrop', async () => {
    const wolf = await monsterPortraitSvg('m_grey_wolf');
    const spirit = await monsterPortraitSvg('m_polevik');
    const bog = await monsterPortraitSvg('m_vodyanoy');
    expect(wolf).toContain(MONSTER_LOOKS.m_grey_wolf!.accent);
    expect(wolf).toContain('wolf-head');
    expect(spirit).toContain('scarecrow');
    expect(wolf).toContain(BAND_BACKDROPS.meadow.outer);
    expect(bog).toContain(BAND_BACKDROPS.marsh.outer);
    expect(
      new DOMParser().parseFromString(wolf, 'image/svg+xml').querySelector('parsererror'),
    ).toBeNull();
  });

  it('draws a hero with a coloured face, the emblem and the cloak', async () => {
    const svg = await heroPortraitSvg('hero:hero_halfdan');
    const style = heroStyle('hero:hero_halfdan');
    expect(svg).toContain('battle-axe');
    expect(svg).toContain(style.outer);
    expect(svg).toContain(`#${style.hair}`);
    // The prebuilt face, set in its place with its own size taken off.
    expect(svg).toContain('x="22" y="18" width="150" height="150"');
    expect(fetched).toContain('/@faces/hero.3a.hero_halfdan.svg');
    expect(
      new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror'),
    ).toBeNull();
  });

  it('draws a player with no hero yet as the emblem alone, fetching no face', async () => {
    fetched.length = 0;
    const svg = await heroPortraitSvg('player-7');
    expect(svg).toContain(heroStyle('player-7').emblem);
    expect(svg).not.toContain('x="22" y="18" width="150"');
    expect(svg).not.toContain('url(#hcloth)"');
    expect(fetched.filter((url) => url.startsWith('/@faces/'))).toEqual([]);
  });

  it('fails as a portrait fails when the face file does not arrive, and fetches it again later', async () => {
    vi.stubGlobal('fetch', async () => ({ ok: false, status: 503, text: async () => '' }));
    await expect(heroPortraitSvg('hero:hero_marfa')).rejects.toThrow(/503/);
    vi.stubGlobal('fetch', serve);
    await expect(heroPortraitSvg('hero:hero_marfa')).resolves.toContain(
      'x="22" y="18" width="150"',
    );
  });
});
