import { describe, expect, it } from 'vitest';
import { ownSiteAdapter } from './adapter';
import { parseHostList } from './hosts';
import { createPlatform } from './registry';
import { detectPlatform, PLATFORM_HOSTS, PLATFORM_TRAITS } from './traits';

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
    await expect(adapter.credentials()).resolves.toBeNull();
    expect(adapter.sellsPacks()).toBe(false);
    expect(adapter.identification()).toEqual({});
    expect(adapter.languageHint()).toBe('RU');
    expect(ownSiteAdapter(undefined, () => 'de-DE').languageHint()).toBe('EN');
  });

  it("keeps a platform's traits before its SDK module loads", () => {
    const adapter = createPlatform('ya', {
      window,
      search: '?lang=en',
      sdkUrl: null,
      queryLang: () => 'EN',
      console,
      notify: () => undefined,
    });
    expect(adapter.traits.ageBadge).toBe(true);
    expect(adapter.appVersion()).toBeNull();
    expect(adapter.languageHint()).toBe('EN');
  });
});

describe('the detection table in configuration', () => {
  it('takes exact hosts an operator adds, before suffixes and aliases', () => {
    const table = {
      ...PLATFORM_HOSTS,
      exact: parseHostList('games.partner.example=gp_partner, portal.example=BEELINE, x=nope', [
        'gp_partner',
        'beeline',
      ]),
    };
    expect(table.exact).toEqual({
      'games.partner.example': 'gp_partner',
      'portal.example': 'beeline',
    });
    expect(detectPlatform('games.partner.example', table)).toBe('gp_partner');
    expect(detectPlatform('PORTAL.example.', table)).toBe('beeline');
    expect(detectPlatform('vk.heroroad.example', table)).toBe('vk');
    expect(detectPlatform('x', table)).toBe('own');
  });
});

describe('platform identification', () => {
  it("sends each platform's headers from the protocol's table, GamePush's doors GamePush's", () => {
    const sent = Object.fromEntries(
      Object.entries(PLATFORM_TRAITS)
        .filter(([, traits]) => traits.headers.length > 0)
        .map(([source, traits]) => [source, traits.headers]),
    );
    expect(sent).toEqual({
      vk: ['viewer_id'],
      ok: ['logged_user_id'],
      ya: ['ya_unique_id'],
      tg: ['tg_user_id'],
      mail: ['uid'],
      foto: ['fotoUid'],
      exe: ['exe_user'],
      crazygames: ['crazyId'],
      beeline: ['beeline_login'],
      kong: ['kongId'],
      gp: ['gp_player_id', 'gp_platform'],
      gp_partner: ['gp_player_id', 'gp_platform'],
      gp_playdeck: ['gp_player_id', 'gp_platform'],
    });
    for (const traits of Object.values(PLATFORM_TRAITS)) {
      expect(traits.needsLogin).toBe(traits.headers.length > 0);
    }
  });
});
