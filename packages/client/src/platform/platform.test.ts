import { describe, expect, it } from 'vitest';
import { createPlatform, ownSiteAdapter } from './adapter';
import { detectPlatform, PLATFORM_TRAITS } from './traits';

describe('detectPlatform (SPEC §1)', () => {
  it.each([
    ['localhost', 'own'],
    ['heroroad.example', 'own'],
    ['www.heroroad.example', 'own'],
    ['vk.heroroad.example', 'vk'],
    ['ok.heroroad.example', 'ok'],
    ['tg.heroroad.example', 'tg'],
    ['yandex.heroroad.example', 'ya'],
    ['app-123.games.s3.yandex.net', 'ya'],
    ['heroroad.crazygames.com', 'crazygames'],
    ['html5.gamedistribution.com', 'gamedistrib'],
    ['game123.konggames.com', 'kong'],
    ['gp_playdeck.heroroad.example', 'gp_playdeck'],
    ['rustore.heroroad.example', 'mystore'],
    ['own.heroroad.example', 'own'],
  ] as const)('%s is %s', (host, source) => {
    expect(detectPlatform(host)).toBe(source);
  });
});

describe('platform traits', () => {
  it('shows the age badge on exactly one platform', () => {
    const withBadge = Object.values(PLATFORM_TRAITS).filter((t) => t.ageBadge);
    expect(withBadge.map((t) => t.source)).toEqual(['ya']);
  });

  it('keeps referral on for the own site and most platforms', () => {
    const enabled = Object.values(PLATFORM_TRAITS).filter((t) => t.referral);
    expect(PLATFORM_TRAITS.own.referral).toBe(true);
    expect(enabled.length).toBeGreaterThan(Object.keys(PLATFORM_TRAITS).length / 2);
  });
});

describe('own site adapter', () => {
  it('uses own accounts and the browser language', async () => {
    const adapter = ownSiteAdapter(undefined, () => 'ru-RU');
    await expect(adapter.ready()).resolves.toBeUndefined();
    await expect(adapter.authenticate()).resolves.toBe(false);
    expect(adapter.identification()).toEqual({});
    expect(adapter.languageHint()).toBe('RU');
    expect(ownSiteAdapter(undefined, () => 'de-DE').languageHint()).toBe('EN');
  });

  it('runs a platform without its own adapter on own accounts with its traits', () => {
    const adapter = createPlatform('ya');
    expect(adapter.traits.ageBadge).toBe(true);
    expect(adapter.appVersion()).toBeNull();
  });
});
